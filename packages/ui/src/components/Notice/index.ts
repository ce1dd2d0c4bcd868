export {
  Notice,
  noticeElements,
  noticePaddings,
  noticeTones,
  noticeVariants,
  type NoticeProps,
  type NoticeVariants,
} from './Notice';
