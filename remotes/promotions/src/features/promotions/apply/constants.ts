/** Reward application (spec/products.md §5, §9): remark limit, picture types, size and count. */
export const APPLY_REMARK_MAX_LENGTH = 140;
export const APPLY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const APPLY_IMAGE_MAX_BYTES = 5_242_880;
export const APPLY_IMAGE_MAX_COUNT = 3;
