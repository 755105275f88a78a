/**
 * Which args get a colour or a date control by their name. A date is an arg named `date` or ending in a
 * capitalised `Date` (`startDate`, `expiryDate`): `validate` or `update` are functions and keep no control
 * (issue 41 item 10 found `validate` offered a date picker).
 */
export const CONTROL_MATCHERS = {
  color: /(background|color)$/i,
  date: /(^d|[a-z]D)ate$/,
};
