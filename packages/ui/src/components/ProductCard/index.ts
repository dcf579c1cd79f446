export { ProductCard, ProductRow, type ProductCardProps } from './ProductCard';
