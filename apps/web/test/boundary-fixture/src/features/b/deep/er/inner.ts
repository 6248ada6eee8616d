export const inner = 2;
