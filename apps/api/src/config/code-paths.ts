import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This module runs from apps/api/src/config and, bundled into apps/api/dist/server.js, from
// apps/api/dist. Either way the code's top folder (src or dist) holds db/migrations (the build copies
// them there) and the web build is apps/web/dist, beside the API.
const here = dirname(fileURLToPath(import.meta.url));
const codeTop = basename(here) === 'config' ? dirname(here) : here;

export const DEFAULT_MIGRATIONS_DIR = join(codeTop, 'db/migrations');
export const DEFAULT_WEB_DIST_DIR = join(codeTop, '../../web/dist');
