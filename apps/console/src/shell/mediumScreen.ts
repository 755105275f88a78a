/** Medium screens and larger keep the drawer beside the content (platform.md "Layout"). */
export const MEDIUM_SCREEN_QUERY = "(min-width: 960px)";
