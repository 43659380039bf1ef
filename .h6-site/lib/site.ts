/** The product's display name (zh-CN UI). */
export const SITE_NAME = '意匠设计';
