export { AdminModal, AdminModalClose, type AdminModalCloseProps, type AdminModalProps } from './AdminModal';
export { useHydrated } from './useHydrated';
