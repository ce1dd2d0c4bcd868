export { AdminModal, AdminModalClose, type AdminModalCloseProps, type AdminModalProps } from './AdminModal';
export { useHydrated, useStoreAfterHydration } from './useHydrated';
