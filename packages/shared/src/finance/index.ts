export * from './figures.ts';
export * from './links.ts';
export * from './format-figure.ts';
export * from './authorisations.ts';
