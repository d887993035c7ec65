/**
 * Site tests run without a page, so nothing loads a catalogue the way a page
 * does (src/i18n/page-language.ts). Importing the catalogues provides
 * English to code that asks for the page's words; a test that wants Chinese
 * passes `messagesFor('zh')` explicitly.
 */
import '../../src/i18n/messages.ts';
