/** Board APIs return descriptions as HTML: the page extractor's converter, so both read alike. */
export { decodeEntities, htmlToText } from '../extract/html-to-text';
