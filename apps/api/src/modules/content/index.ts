// What other modules may use of the shop's content: the help center's search and articles.
export { helpArticle, helpSearch } from './help.queries';
