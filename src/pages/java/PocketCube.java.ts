/**
 * The article's program, corrected (java/PocketCube.java), served as a file of the site, so
 * that the article page and chapter 9 can link to it in every build, under the base path, and
 * the reader downloads the program the pages describe (src/lib/java-program.build.ts).
 */
import type { APIRoute } from 'astro';
import source from '../../../java/PocketCube.java?raw';

export const GET: APIRoute = () => new Response(source, { headers: { 'Content-Type': 'text/x-java-source; charset=utf-8' } });
