/** A state a story can force, so hover, focus and active look can be reviewed and screenshotted. */
export type ForceState = 'hover' | 'focus' | 'active';
