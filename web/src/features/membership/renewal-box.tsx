/** The account page's automatic-renewal part (issue 45): the plan, stop and change method. */
export { RenewalBox } from './components/renewal-box';
