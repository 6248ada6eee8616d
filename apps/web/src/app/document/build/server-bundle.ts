/**
 * The build's server bundle: the app built for Node (render.tsx), which the build's prerender step runs, and which a
 * server may load to render pages per request (`PAGE_RENDERER_FILE` of `@casino/api-contract`). It stays in the
 * build folder, beside the files it reads at run time; a static host serves none of it.
 */
export const SERVER_BUNDLE_DIR = 'server';

/** The browser build's stylesheets in build order (the order they cascade in), for the server render to link. */
export const SERVER_STYLESHEETS_FILE = `${SERVER_BUNDLE_DIR}/stylesheets.json`;
