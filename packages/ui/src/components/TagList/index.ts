export { TagList, tagSizes, tagTones, tagVariants, tagWeights, type TagListProps, type TagVariants } from './TagList';
