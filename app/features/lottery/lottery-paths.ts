/**
 * Links out of the lottery screens. The route patterns live in app/paths.ts (shell);
 * features cannot import it, so the few hrefs they need are built here from the same
 * shapes (spec 1 §2).
 */
export const chartHref = (family: string, lottery: string) => `/chart/${family}/${lottery}`;
export const betRecordsHref = '/personal/game/lottery';
export const traceRecordsHref = '/personal/game/trace';
export const depositHash = '#charge';
