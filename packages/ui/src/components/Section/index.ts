export {
  Section,
  sectionElements,
  sectionSpacings,
  sectionTones,
  sectionVariants,
  type SectionProps,
  type SectionVariants,
} from './Section';
