/**
 * Site-wide facts used by the layout and SEO. The brand; who runs it (company, address, e-mail, support hours)
 * comes from the configuration (~/platform/company).
 */
export const siteConfig = {
  name: 'UPM Trading',
} as const;
