import { brokersCopy } from '~/content/brokers';
import type { DirectoryCardCopy, DirectoryCopy } from './directory';

/** What a directory card says besides the broker's figures (the directory and the best-for lists show cards). */
export const directoryCardCopy: DirectoryCardCopy = {
  costLabel: brokersCopy.directory.costLabel,
  viewBroker: brokersCopy.directory.viewBroker,
  compareCheckbox: brokersCopy.directory.compareCheckbox,
  notStated: brokersCopy.brokerPage.notStated,
  generalRiskWarning: brokersCopy.generalRiskWarning,
};

/** The directory page's copy, sent with its data by the loader (see DirectoryCopy). */
export const directoryPageCopy: DirectoryCopy = {
  directory: brokersCopy.directory,
  disclosure: brokersCopy.disclosure,
  bestLists: brokersCopy.bestLists.map(({ slug, title }) => ({ slug, title })),
  card: directoryCardCopy,
};
