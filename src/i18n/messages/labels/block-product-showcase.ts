/** The admin's labels and help texts of ui/blocks/ProductShowcase/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_PRODUCT_SHOWCASE = part({
  zh: {
    singular: '产品展示',
    plural: '产品展示',
    products: '产品',
    'products.singular': '产品',
    'products.plural': '产品',
    'products.name': '产品名称',
    'products.bullets': '要点',
    'products.bullets.singular': '要点',
    'products.bullets.plural': '要点',
  },
  en: {
    singular: 'Product showcase',
    plural: 'Product showcases',
    products: 'Products',
    'products.singular': 'Product',
    'products.plural': 'Products',
    'products.name': 'Product name',
    'products.bullets': 'Key points',
    'products.bullets.singular': 'Key point',
    'products.bullets.plural': 'Key points',
  },
  ru: {
    singular: 'Витрина продуктов',
    plural: 'Витрины продуктов',
    products: 'Продукты',
    'products.singular': 'Продукт',
    'products.plural': 'Продукты',
    'products.name': 'Название продукта',
    'products.bullets': 'Ключевые пункты',
    'products.bullets.singular': 'Пункт',
    'products.bullets.plural': 'Пункты',
  },
})
