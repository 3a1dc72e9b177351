/** Contact us (/cn/contact, /en/contact, /ru/contact). */
import type { SeedPage } from '../../types'
import { l } from './helpers'

export const contactPage: SeedPage = {
  path: 'contact',
  sites: ['cn', 'en', 'ru'],
  title: l('联系我们 - 贸易罗盘', 'Contact us – TradeCompass', 'Контакты – TradeCompass'),
  description: l(
    '联系贸易罗盘：上海总部及深圳、香港、莫斯科、迪拜办公室的地址、电话与邮箱。在线留言咨询海关数据、套餐购买、渠道合作或技术支持问题，我们的顾问会在一个工作日内回复您；您也可以直接预约一次线上产品演示，用您自己的产品和目标市场查看真实的海关数据。',
    'Contact TradeCompass in Shanghai, Shenzhen, Hong Kong, Moscow or Dubai. Ask about data, packages, partnerships or support; we reply within one working day.',
    'Офисы TradeCompass в Шанхае, Шэньчжэне, Гонконге, Москве и Дубае. Вопросы о данных, пакетах, партнёрстве и поддержке – ответим в течение рабочего дня.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('联系我们', 'Contact us', 'Контакты'),
      heading: l('我们随时为您解答', 'We are here to help', 'Мы на связи'),
      subheading: l(
        '无论是咨询数据覆盖、套餐选择，还是渠道合作与技术支持，都可以通过下方方式联系离您最近的办公室，或直接给我们留言。',
        'Questions about data coverage, choosing a package, partnerships or technical support? Reach the office nearest to you or leave us a message below.',
        'Вопросы о покрытии данных, выборе пакета, партнёрстве или технической поддержке? Свяжитесь с ближайшим офисом или оставьте сообщение.',
      ),
    },
    {
      blockType: 'officeList',
      heading: l('全球办公室', 'Our offices', 'Наши офисы'),
      intro: l(
        '上海总部及深圳、香港、莫斯科、迪拜办公室为您提供中文、英文和俄文服务。',
        'Our Shanghai headquarters and offices in Shenzhen, Hong Kong, Moscow and Dubai serve you in Chinese, English and Russian.',
        'Штаб-квартира в Шанхае и офисы в Шэньчжэне, Гонконге, Москве и Дубае работают на китайском, английском и русском языках.',
      ),
    },
    {
      blockType: 'contactForm',
      heading: l('给我们留言', 'Send us a message', 'Напишите нам'),
      intro: l(
        '请填写姓名、邮箱、主题和留言内容，并输入图形验证码。我们通常在一个工作日内通过邮件回复。',
        'Fill in your name, e-mail, subject and message and enter the image code. We usually reply by e-mail within one working day.',
        'Укажите имя, e-mail, тему и текст сообщения и введите код с картинки. Обычно мы отвечаем по почте в течение одного рабочего дня.',
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'Frequently asked questions', 'Частые вопросы'),
      items: [
        {
          question: l('多久能收到回复？', 'How soon will you reply?', 'Как быстро вы ответите?'),
          answer: l(
            '工作日提交的留言一般在一个工作日内回复；节假日期间提交的留言会在假期后的第一个工作日处理。',
            'Messages sent on a working day are usually answered within one working day; messages sent on public holidays are handled on the next working day.',
            'На сообщения, отправленные в рабочий день, мы обычно отвечаем в течение рабочего дня; в праздники – в первый рабочий день после них.',
          ),
        },
        {
          question: l(
            '可以先看演示再决定购买吗？',
            'Can I see a demo before I buy?',
            'Можно ли посмотреть демо до покупки?',
          ),
          answer: l(
            '可以。点击页面上的“预约产品演示”，填写公司和感兴趣的产品，顾问会结合您的目标市场安排一次线上演示。',
            'Yes. Click “Request a demo”, tell us about your company and the products you are interested in, and a consultant will arrange an online session around your target markets.',
            'Да. Нажмите «Запросить демо», расскажите о компании и интересующих товарах – консультант проведёт онлайн-демонстрацию по вашим рынкам.',
          ),
        },
        {
          question: l(
            '已经是用户，遇到技术问题找谁？',
            'I am already a customer. Where do I get technical help?',
            'Я уже клиент. Куда обращаться с техническими вопросами?',
          ),
          answer: l(
            '请在留言主题中注明“技术支持”并写明账号ID，客户成功团队会优先处理；也可以联系您的专属客户经理。',
            'Put “Technical support” in the subject and include your account ID so our customer-success team can pick it up first, or contact your account manager directly.',
            'Укажите в теме «Техническая поддержка» и ID аккаунта – команда поддержки обработает запрос в приоритете. Можно также написать своему менеджеру.',
          ),
        },
      ],
    },
  ],
}
