import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: {
    singular: label('Comparison table', '对比表', 'Сравнительная таблица'),
    plural: label('Comparison tables', '对比表', 'Сравнительные таблицы'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'columns',
      type: 'array',
      label: label('Columns', '列', 'Столбцы'),
      labels: { singular: label('Column', '列', 'Столбец'), plural: label('Columns', '列', 'Столбцы') },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Column heading', '列标题', 'Заголовок столбца') },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      label: label('Rows', '行', 'Строки'),
      labels: { singular: label('Row', '行', 'Строка'), plural: label('Rows', '行', 'Строки') },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Row heading', '行标题', 'Заголовок строки') },
        {
          name: 'values',
          type: 'array',
          label: label('Cells', '单元格', 'Ячейки'),
          labels: { singular: label('Cell', '单元格', 'Ячейка'), plural: label('Cells', '单元格', 'Ячейки') },
          fields: [{ name: 'value', type: 'text', label: label('Value', '内容', 'Значение') }],
        },
      ],
    },
  ],
}
