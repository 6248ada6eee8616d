/** The configured brand's folder (vite-plugins/brand): its definition and its SVGs' markup. */
declare module 'virtual:brand' {
  export const brandDefinition: import('@/config/brand-definition').BrandDefinition;
  /** The header's mark, without its title (the link around it names the brand) and hidden from assistive technology. */
  export const logoSvg: string;
  /** The square the favicon and the installed app's icons are drawn from. */
  export const iconSvg: string;
}

/** The configured brand's VIP Club levels, lowest first (the folder's vip-levels.ts). */
declare module 'virtual:brand/vip-levels' {
  export const vipLevels: readonly import('@/config/brand-definition').VipLevel[];
}
