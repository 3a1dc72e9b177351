import type { SeedUtilityTool } from '../types'

const GROUP = 265

/**
 * The utility tools of group 265 (SPEC §7, §9). The sites skip the first row of the list, so the first entry is the
 * index of all tools.
 */
export const utilityTools: SeedUtilityTool[] = [
  {
    group: GROUP,
    url: 'https://tools.{domain}/',
    name: { zh: '全部外贸工具', en: 'All trade tools', ru: 'Все инструменты' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/hs-code',
    name: { zh: 'HS 编码查询', en: 'HS code lookup', ru: 'Поиск кода ТН ВЭД (HS)' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/currency',
    name: { zh: '汇率换算', en: 'Currency converter', ru: 'Конвертер валют' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/incoterms',
    name: { zh: '国际贸易术语指南（Incoterms 2020）', en: 'Incoterms 2020 guide', ru: 'Справочник Инкотермс 2020' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/container-load',
    name: { zh: '集装箱装箱计算器', en: 'Container load calculator', ru: 'Калькулятор загрузки контейнера' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/time-zones',
    name: { zh: '世界时区', en: 'World time zones', ru: 'Мировое время' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/port-codes',
    name: { zh: '港口代码查询', en: 'Port code lookup', ru: 'Поиск кодов портов' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/holidays',
    name: { zh: '各国节假日日历', en: 'Public holidays by country', ru: 'Календарь праздников по странам' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/tariffs',
    name: { zh: '进口关税查询', en: 'Import tariff lookup', ru: 'Поиск таможенных пошлин' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/freight-estimate',
    name: { zh: '海运运费估算', en: 'Shipping cost estimate', ru: 'Расчёт стоимости перевозки' },
  },
  {
    group: GROUP,
    url: 'https://tools.{domain}/email-check',
    name: { zh: '邮箱地址验证', en: 'E-mail address checker', ru: 'Проверка e-mail адреса' },
  },
]
