/** Site-wide facts used by the layout, SEO and legal copy. */
export const siteConfig = {
  name: 'UPM Trading',
  copyrightYear: 2025,
  contactEmail: 'support@example.com',
} as const;
