import type { SeedLegalDocument } from '../types'

/**
 * Privacy policy, terms of service and package terms (SPEC §4, §9). Served at /{site}/privacy, /{site}/terms and
 * /{en|ru}/packageterms.
 */

const privacy: SeedLegalDocument = {
  kind: 'privacy',
  title: { zh: '隐私政策', en: 'Privacy Policy', ru: 'Политика конфиденциальности' },
  // Version 3.1 covers consent records, data download and account deletion, retention, cookies; 152-FZ section on /ru.
  version: '3.1',
  effectiveDate: '2026-11-24',
  body: {
    zh: `本隐私政策自 2022 年 12 月 1 日起生效。

上海贸易罗盘信息科技有限公司（以下简称“贸易罗盘”或“我们”）深知个人信息对您的重要性。本政策说明我们在您访问贸易罗盘网站（包括中文、英文和俄文站点）、注册和使用贸易罗盘控制台及相关服务时，如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。请您在使用我们的服务前仔细阅读本政策，特别是以**加粗**方式提示的内容。

## 一、我们收集哪些信息

**1. 您主动提供的信息**

- 注册与购买：姓名、电子邮箱、登录密码、手机号码、公司名称、职位、所在国家或地区
- 预约演示：姓名、公司名称、职位、电子邮箱、电话、国家、感兴趣的产品、留言以及邮箱验证码
- 联系我们：姓名、电子邮箱、主题和留言内容
- 企业资信报告申请：所选服务、目标企业名称、网址、国家与地址，以及您的手机号码
- 国际商账追收申请：债权人的公司名称、联系人、邮箱和电话，债务人的公司名称、联系人、欠款金额、最近联系日期与联系情况
- 客户服务：您与我们沟通时提供的信息

当您在表单中填写第三方（例如债务人或被调查企业）的信息时，请确保您有合法的依据提供这些信息。

**2. 我们在您使用服务时自动收集的信息**

- 日志信息：IP 地址、浏览器类型、访问时间、访问的页面和来源页面
- 设备信息：设备型号、操作系统、屏幕分辨率和语言设置
- 使用信息：您在控制台中的检索条件、收藏、导出记录和功能使用情况

**3. 支付信息**

通过银行卡或 PayPal 付款时，支付信息由支付服务提供商直接处理，**我们不会收集或存储您的完整银行卡号和安全码**，仅接收订单号、支付状态、金额和时间等结果信息。银行转账付款时，我们会保存您提供的汇款凭证。

## 二、我们如何使用信息

- 创建和管理您的账户，验证您的身份，发送邮箱或手机验证码
- 提供您购买或申请的数据、营销、客户管理和第三方服务
- 处理订单、开具发票、核对付款
- 回复您的咨询、演示预约和投诉，提供客户支持
- 保障账户与系统安全，识别和防范欺诈、滥用和违规行为
- 改进产品功能和用户体验，进行匿名化统计分析
- 在您同意的情况下向您发送产品更新和营销信息，您可随时退订
- 履行法律法规规定的义务

## 三、Cookie 及同类技术

我们使用 Cookie 来保证网站和控制台正常运行：

- **ts-token**：登录凭证 Cookie，在您登录后设置在我们的主域名下，用于在各页面和子系统之间识别您的登录状态。退出登录或登录失效时会被清除。
- **lang**：语言偏好 Cookie，记录您选择的界面语言（简体中文、English 或 Русский），有效期一年。
- 统计分析：我们会记录页面浏览情况，用于了解网站的使用情况和改进服务。

您可以通过浏览器设置拒绝或删除 Cookie，但这可能导致您无法登录或使用部分功能。

## 四、我们如何共享、转让和公开披露信息

我们不会出售您的个人信息。仅在以下情形中共享：

- **关联公司**：为提供统一的服务，您的信息可能与我们的关联公司（包括 TradeCompass (Hong Kong) Limited）共享，并受本政策约束。
- **服务提供商**：云服务、邮件发送、短信、支付和数据分析服务商，仅在完成相应服务所必需的范围内处理信息，并须遵守保密义务。
- **服务联盟合作伙伴**：当您主动申请资信报告、商账追收等第三方服务时，我们会将您提交的申请信息提供给相应合作伙伴，以便其为您提供服务。
- **法律要求**：根据法律法规、诉讼或政府主管部门的要求。
- **业务转让**：在合并、收购或资产转让时，我们会要求受让方继续受本政策约束。

除法律另有规定外，我们不会公开披露您的个人信息。

## 五、信息的存储与跨境传输

您的个人信息原则上存储在中华人民共和国境内。由于我们在中国大陆以外设有关联公司和办公室，并与境外合作伙伴合作提供服务，**在提供境外客户服务或您申请境外第三方服务时，部分信息可能会传输至境外**。我们会按照《中华人民共和国个人信息保护法》等法律的要求，告知您境外接收方的情况，取得您的单独同意，并通过签订合同等方式要求接收方提供不低于本政策的保护。

## 六、信息保存期限

我们仅在实现本政策所述目的所需的期限内保存您的信息。账户信息在账户存续期间保存；账户注销后，我们将在法律规定的期限届满后删除或匿名化处理。订单和发票信息按照财务和税务法规的要求保存。

## 七、我们如何保护信息

- 使用 HTTPS 加密传输，对密码进行不可逆加密存储
- 实施访问控制，员工仅在工作需要时访问个人信息，并签署保密协议
- 定期进行安全评估和演练
- 如发生个人信息安全事件，我们将按照法律要求及时告知您和主管部门，并采取补救措施

## 八、您的权利

- **查阅与复制**：您可以在控制台账户设置中查看个人资料，也可以向我们申请查阅，**我们将在 10 日内答复**。
- **更正与补充**：发现信息错误时，您可以自行修改或向我们申请更正，**我们将在 15 日内处理完毕**。
- **删除**：在法律规定的情形下，您可以要求我们删除您的个人信息。
- **撤回同意**：您可以随时撤回对营销信息等的同意，撤回不影响此前基于同意的处理。
- **注销账户**：您可以联系我们注销账户，注销后我们将停止提供服务并按本政策处理您的信息。

为保障安全，我们可能需要先验证您的身份。

## 九、未成年人保护

我们的服务面向企业和专业人士。**未满 18 周岁的未成年人使用我们的服务，须事先取得父母或其他监护人的同意。**如发现在未取得监护人同意的情况下收集了未成年人的信息，我们将尽快删除。

## 十、关于贸易数据中的企业信息

我们提供的海关和贸易数据来源于各国海关、政府公开信息和合法授权的数据来源，主要内容为企业名称、地址、货物描述等商业信息。如您认为其中涉及您的个人信息存在错误或需要处理，请通过下方方式联系我们，我们将依法核实并处理。

## 十一、本政策的更新

我们可能会适时修订本政策。重大变更时，我们会通过网站公告或邮件通知您。修订后的政策自公布之日起生效。

## 十二、联系我们

- 公司名称：上海贸易罗盘信息科技有限公司
- 地址：上海市浦东新区张江路 665 号 TradeCompass 大厦 18 楼
- 电子邮箱：support@{domain}
- 客服电话：400-820-6537（工作日 9:00–18:00）

一般情况下，我们将在 15 日内答复您的请求。

## 十三、同意记录、注销账户与保存期限

- **同意记录**：您在网站提交表单、注册账户或下单时勾选的同意，我们会连同同意时间、当时生效的本政策版本号和页面语言一并记录，以便证明并尊重您的选择。本政策的历史版本可在 /cn/privacy/v/版本号 查阅。
- **下载与注销**：登录后，您可在账户菜单中“下载我的个人信息”，获取我们保存的您的全部个人信息副本；也可“注销账户”，经密码确认后，我们将删除或匿名化您的个人信息并立即终止登录状态，订单记录仅以不含个人信息的形式保留，用于履行财务记录等法定义务。
- **保存期限**：通过网站表单提交的信息自提交之日起保存 730 日（可由运营方调整），期满后自动匿名化。
- **Cookie**：仅在您同意后，我们才会加载会写入 Cookie 的统计分析工具（如百度统计）；您可随时通过页面底部的“Cookie 设置”更改选择。`,
    en: `This Privacy Policy is effective from 1 December 2022.

TradeCompass Information Technology (Shanghai) Co., Ltd. (“TradeCompass”, “we” or “us”) takes your personal information seriously. This policy explains how we collect, use, store, share and protect personal information when you visit the TradeCompass websites (including the Chinese, English and Russian sites), register for and use the TradeCompass console and related services, and what rights you have. Please read it carefully before using our services, in particular the parts shown in **bold**.

## 1. Information we collect

**1.1 Information you give us**

- Registration and purchase: first and last name, e-mail address, password, mobile number, company name, job title, country or region
- Demo requests: full name, company name, job title, e-mail, phone, country, the product you are interested in, your message and the e-mail verification code
- Contact form: name, e-mail address, subject and message
- Credit-report requests: the service selected, the target company’s name, website, country and address, and your mobile number
- Debt-collection claims: the creditor’s company name, contact name, e-mail and phone; the debtor’s company name, contact name, amount owed, date and details of the last contact
- Customer support: information you provide when you communicate with us

When you enter information about third parties (for example a debtor or a company to be investigated), please make sure you have a lawful basis for providing it.

**1.2 Information collected automatically**

- Log data: IP address, browser type, time of access, pages visited and referring pages
- Device data: device model, operating system, screen resolution and language settings
- Usage data: search criteria, saved items, exports and the features you use in the console

**1.3 Payment information**

When you pay by card or PayPal, payment details are processed directly by the payment provider. **We do not collect or store your full card number or security code**; we receive only the order number, payment status, amount and time. When you pay by bank transfer, we keep the remittance slip you send us.

## 2. How we use information

- To create and manage your account, verify your identity and send e-mail or SMS verification codes
- To provide the data, marketing, customer-management and third-party services you buy or request
- To process orders, issue invoices and reconcile payments
- To answer inquiries, demo requests and complaints and to provide support
- To protect accounts and systems and to detect and prevent fraud, abuse and violations
- To improve our products and user experience through anonymised statistics
- With your consent, to send product news and marketing, which you can unsubscribe from at any time
- To comply with legal obligations

## 3. Cookies and similar technologies

We use cookies so that the websites and console work properly:

- **ts-token**: the log-in cookie, set on our main domain after you log in, which recognises your session across pages and sub-systems. It is removed when you log out or your session ends.
- **lang**: the language cookie, which remembers the interface language you chose (简体中文, English or Русский) for one year.
- Analytics: we record page views to understand how the sites are used and to improve them.

You can refuse or delete cookies in your browser settings, but you may then be unable to log in or use some features.

## 4. How we share, transfer and disclose information

We do not sell your personal information. We share it only as follows:

- **Affiliates**: to provide a consistent service, your information may be shared with our affiliates, including TradeCompass (Hong Kong) Limited, under this policy.
- **Service providers**: providers of cloud hosting, e-mail delivery, SMS, payments and analytics, only as necessary for their service and under confidentiality obligations.
- **Service-alliance partners**: when you request a third-party service such as a credit report or debt collection, we pass the information you submit to the relevant partner so it can serve you.
- **Legal requirements**: where required by law, legal proceedings or competent authorities.
- **Business transfers**: in a merger, acquisition or asset transfer, we require the recipient to remain bound by this policy.

Except where required by law, we do not publicly disclose your personal information.

## 5. Storage and cross-border transfer

Your personal information is in principle stored in the People’s Republic of China. Because we have affiliates and offices outside mainland China and work with partners abroad, **some information may be transferred outside mainland China when we serve customers abroad or when you request a third-party service provided abroad**. We do so in line with the Personal Information Protection Law of the PRC and other applicable laws: we inform you about the recipient, obtain your separate consent where required and require the recipient by contract to protect the information to a standard no lower than this policy.

## 6. Retention

We keep information only for as long as needed for the purposes in this policy. Account information is kept while the account exists; after the account is cancelled, it is deleted or anonymised when the legally required retention period ends. Order and invoice records are kept as required by accounting and tax law.

## 7. Security

- Encrypted transmission over HTTPS and irreversible hashing of passwords
- Access control: staff access personal information only when their work requires it and are bound by confidentiality agreements
- Regular security assessments and drills
- If a personal-information security incident occurs, we inform you and the authorities as required by law and take remedial measures

## 8. Your rights

- **Access and copy**: you can view your profile in the console’s account settings or ask us for access; **we reply within 10 days**.
- **Correction**: you can edit incorrect information yourself or ask us to correct it; **we complete correction requests within 15 days**.
- **Deletion**: in the cases provided by law, you can ask us to delete your personal information.
- **Withdrawing consent**: you can withdraw consent, for example to marketing, at any time; this does not affect processing before the withdrawal.
- **Cancelling your account**: contact us to cancel your account; we then stop the service and handle your information under this policy.

For your security we may need to verify your identity first.

## 9. Minors

Our services are intended for businesses and professionals. **Anyone under 18 must have the consent of a parent or other guardian before using our services.** If we learn that we have collected a minor’s information without such consent, we delete it promptly.

## 10. Company information in trade data

The customs and trade data we provide comes from customs authorities, public government information and lawfully licensed sources, and consists mainly of business information such as company names, addresses and goods descriptions. If you believe it contains incorrect personal information about you or information that should be handled otherwise, contact us as below and we will verify and act in accordance with the law.

## 11. Changes to this policy

We may revise this policy from time to time. We announce material changes on our websites or by e-mail. A revised policy takes effect when it is published.

## 12. Contact us

- Company: TradeCompass Information Technology (Shanghai) Co., Ltd.
- Address: 18/F, TradeCompass Tower, 665 Zhangjiang Road, Pudong New Area, Shanghai, China
- E-mail: support@{domain}
- Phone: 400-820-6537 (business days 9:00–18:00, Beijing time)

We normally answer your request within 15 days.

## 13. Consent records, your data and retention

- **Consent records**: when you tick the consent box on a form, at registration or when ordering, we record it with the time, the version of this policy then in force and the language of the page. Earlier versions of this policy stay readable at /en/privacy/v/{version}.
- **Download and delete**: when signed in, the account menu offers “Download my data” (a copy of everything we hold about you) and “Delete my account” (confirmed with your password: your personal data is erased or anonymised and you are signed out; orders are kept without personal data where accounting law requires).
- **Retention**: what you send through a form is kept 730 days (the operator may shorten this), then anonymised.
- **Cookies**: analytics that set cookies load only after you accept them in the banner; change your choice at any time under “Cookie settings” at the bottom of the page.`,
    ru: `Настоящая Политика конфиденциальности действует с 1 декабря 2022 года.

Компания TradeCompass Information Technology (Shanghai) Co., Ltd. («TradeCompass», «мы») серьёзно относится к защите персональных данных. В этой политике описано, как мы собираем, используем, храним, передаём и защищаем персональные данные, когда вы посещаете сайты TradeCompass (включая китайскую, английскую и русскую версии), регистрируетесь и пользуетесь консолью TradeCompass и связанными сервисами, а также какие права у вас есть. Пожалуйста, внимательно прочитайте её до начала использования сервисов, особенно положения, выделенные **жирным шрифтом**.

## 1. Какие данные мы собираем

**1.1 Данные, которые вы предоставляете**

- Регистрация и покупка: имя и фамилия, адрес электронной почты, пароль, номер мобильного телефона, название компании, должность, страна или регион
- Запрос демонстрации: полное имя, название компании, должность, e-mail, телефон, страна, интересующий продукт, сообщение и код подтверждения из письма
- Форма обратной связи: имя, e-mail, тема и текст сообщения
- Заказ кредитного отчёта: выбранная услуга, название, сайт, страна и адрес проверяемой компании, ваш номер мобильного телефона
- Заявка на взыскание долга: название компании-кредитора, контактное лицо, e-mail и телефон; название компании-должника, контактное лицо, сумма долга, дата и содержание последнего контакта
- Обращения в поддержку: сведения, которые вы сообщаете при общении с нами

Указывая в формах сведения о третьих лицах (например, о должнике или проверяемой компании), убедитесь, что у вас есть законные основания для их передачи.

**1.2 Данные, собираемые автоматически**

- Журналы: IP-адрес, тип браузера, время доступа, посещённые страницы и источник перехода
- Данные устройства: модель, операционная система, разрешение экрана, языковые настройки
- Данные об использовании: условия поиска, избранное, выгрузки и используемые функции консоли

**1.3 Платёжные данные**

При оплате банковской картой или через PayPal платёжные данные обрабатывает непосредственно платёжный провайдер. **Мы не собираем и не храним полный номер карты и код безопасности**, а получаем только номер заказа, статус, сумму и время платежа. При оплате банковским переводом мы храним присланное вами платёжное поручение.

## 2. Как мы используем данные

- Создание и ведение аккаунта, проверка личности, отправка кодов подтверждения по e-mail или SMS
- Предоставление приобретённых или запрошенных вами сервисов данных, маркетинга, работы с клиентами и сторонних услуг
- Обработка заказов, выставление счетов и сверка платежей
- Ответы на вопросы, запросы демонстрации и жалобы, техническая поддержка
- Защита аккаунтов и систем, выявление и предотвращение мошенничества и злоупотреблений
- Улучшение продуктов на основе обезличенной статистики
- С вашего согласия — рассылка новостей и маркетинговых материалов; отписаться можно в любой момент
- Исполнение требований законодательства

## 3. Файлы cookie и аналогичные технологии

Мы используем cookie для корректной работы сайтов и консоли:

- **ts-token** — cookie авторизации. Устанавливается на нашем основном домене после входа и позволяет узнавать вашу сессию на разных страницах и в подсистемах. Удаляется при выходе или окончании сессии.
- **lang** — cookie языка. Сохраняет выбранный язык интерфейса (简体中文, English или Русский) на один год.
- Аналитика: мы фиксируем просмотры страниц, чтобы понимать, как используются сайты, и улучшать их.

Вы можете запретить или удалить cookie в настройках браузера, однако тогда вход в систему и часть функций могут стать недоступны.

## 4. Передача и раскрытие данных

Мы не продаём персональные данные. Мы передаём их только в следующих случаях:

- **Аффилированные лица**: для единого обслуживания данные могут передаваться нашим аффилированным компаниям, включая TradeCompass (Hong Kong) Limited, на условиях этой политики.
- **Поставщики услуг**: облачный хостинг, рассылка писем и SMS, платежи и аналитика — только в объёме, необходимом для оказания услуги, и с обязательством конфиденциальности.
- **Партнёры сервисного альянса**: если вы заказываете стороннюю услугу, например кредитный отчёт или взыскание долга, мы передаём сведения из вашей заявки соответствующему партнёру.
- **Требования закона**: по требованию закона, суда или уполномоченных органов.
- **Реорганизация бизнеса**: при слиянии, поглощении или передаче активов мы требуем от получателя соблюдения этой политики.

За исключением случаев, предусмотренных законом, мы не раскрываем персональные данные публично.

## 5. Хранение и трансграничная передача

Персональные данные, как правило, хранятся на территории Китайской Народной Республики. Поскольку у нас есть аффилированные компании и офисы за пределами материкового Китая и мы работаем с зарубежными партнёрами, **при обслуживании клиентов за рубежом или при заказе вами услуг зарубежных партнёров часть данных может передаваться за пределы материкового Китая**. Такая передача осуществляется в соответствии с Законом КНР о защите персональной информации и иным применимым законодательством: мы сообщаем вам сведения о получателе, при необходимости получаем отдельное согласие и договором обязываем получателя обеспечить защиту не ниже уровня этой политики.

## 6. Сроки хранения

Мы храним данные только столько, сколько нужно для целей, указанных в политике. Данные аккаунта хранятся, пока аккаунт существует; после его закрытия они удаляются или обезличиваются по истечении установленного законом срока. Сведения о заказах и счетах хранятся в соответствии с бухгалтерским и налоговым законодательством.

## 7. Защита данных

- Шифрование передачи по HTTPS и необратимое хеширование паролей
- Разграничение доступа: сотрудники получают доступ к персональным данным только по служебной необходимости и связаны обязательствами о конфиденциальности
- Регулярные проверки безопасности и учения
- В случае инцидента мы в установленном законом порядке уведомляем вас и уполномоченные органы и принимаем меры по устранению последствий

## 8. Ваши права

- **Доступ и копия**: вы можете просмотреть свой профиль в настройках аккаунта или направить нам запрос — **мы отвечаем в течение 10 дней**.
- **Исправление**: неверные данные можно изменить самостоятельно или попросить нас исправить их — **мы выполняем такие запросы в течение 15 дней**.
- **Удаление**: в предусмотренных законом случаях вы можете потребовать удаления данных.
- **Отзыв согласия**: вы можете в любой момент отозвать согласие, например на рассылку; это не влияет на обработку, выполненную до отзыва.
- **Закрытие аккаунта**: свяжитесь с нами, чтобы закрыть аккаунт; после этого мы прекращаем обслуживание и обрабатываем данные в соответствии с этой политикой.

В целях безопасности нам может потребоваться подтвердить вашу личность.

## 9. Несовершеннолетние

Наши сервисы предназначены для компаний и специалистов. **Лица младше 18 лет могут пользоваться сервисами только с предварительного согласия родителя или иного законного представителя.** Если мы узнаем, что собрали данные несовершеннолетнего без такого согласия, мы незамедлительно их удалим.

## 10. Сведения о компаниях в торговых данных

Таможенные и торговые данные получены от таможенных органов, из открытых государственных источников и от правомерно лицензированных поставщиков и содержат в основном деловую информацию: названия и адреса компаний, описание товаров. Если вы считаете, что в них есть неверные персональные данные о вас или данные, требующие иной обработки, свяжитесь с нами — мы проверим и примем меры в соответствии с законом.

## 11. Изменения политики

Мы можем периодически обновлять эту политику. О существенных изменениях мы сообщаем на сайтах или по электронной почте. Новая редакция вступает в силу с момента публикации.

## 12. Контакты

- Компания: TradeCompass Information Technology (Shanghai) Co., Ltd.
- Адрес: Китай, Шанхай, район Пудун, ул. Чжанцзян, 665, здание TradeCompass, 18-й этаж
- E-mail: support@{domain}
- Телефон: 400-820-6537 (рабочие дни, 9:00–18:00 по пекинскому времени)

Как правило, мы отвечаем на обращения в течение 15 дней.

## 13. Дополнительные положения для субъектов персональных данных в Российской Федерации

Настоящий раздел применяется к обработке персональных данных пользователей русскоязычной версии сайта в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».

- **Оператор**: TradeCompass Information Technology (Shanghai) Co., Ltd. (контакты — в разделе 12).
- **Цели обработки**: ответ на заявки и обращения, заключение и исполнение договора (регистрация, заказ и оплата пакетов данных), информирование о продуктах с вашего согласия.
- **Правовые основания**: ваше согласие (ст. 6 ч. 1 п. 1, ст. 9 152-ФЗ), заключение и исполнение договора, стороной которого вы являетесь (ст. 6 ч. 1 п. 5), исполнение обязанностей, возложенных законом.
- **Перечень действий**: сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача (предоставление, доступ), обезличивание, блокирование, удаление и уничтожение — с использованием средств автоматизации.
- **Согласие**: согласие даётся отметкой в форме, фиксируется вместе с датой, временем, версией настоящей Политики и языком страницы; прежние редакции доступны по адресу /ru/privacy/v/«номер редакции». Согласие можно отозвать в любой момент, направив обращение на support@{domain}; после отзыва мы прекращаем обработку, если отсутствуют иные законные основания.
- **Трансграничная передача**: данные передаются в Китайскую Народную Республику (см. раздел 5). До начала такой передачи оператор уведомляет Роскомнадзор в порядке ст. 12 152-ФЗ.
- **Сроки**: данные заявок хранятся не более 730 дней со дня подачи, затем обезличиваются; данные аккаунта — до его удаления; сведения о заказах — в течение сроков, установленных законодательством о бухгалтерском учёте, без персональных данных после удаления аккаунта.
- **Ваши права (ст. 14 152-ФЗ)**: получить сведения об обработке и копию своих данных («Скачать мои данные» в меню аккаунта), требовать уточнения, блокирования или уничтожения данных, удалить аккаунт («Удалить аккаунт» в меню аккаунта), отозвать согласие, обжаловать действия оператора в Роскомнадзоре или в суде. Мы отвечаем на запросы в течение 10 рабочих дней.
- **Файлы cookie**: сервис веб-аналитики (Яндекс Метрика) подключается только после вашего согласия в баннере; изменить решение можно по ссылке «Настройки cookie» внизу страницы.`,
  },
}

const terms: SeedLegalDocument = {
  kind: 'terms',
  title: { zh: '服务条款', en: 'Terms of Service', ru: 'Условия использования' },
  version: '3.0',
  effectiveDate: '2022-12-01',
  body: {
    zh: `欢迎使用贸易罗盘。本服务条款（以下简称“本条款”）是您与上海贸易罗盘信息科技有限公司及其关联公司（以下合称“贸易罗盘”或“我们”）之间关于使用贸易罗盘网站、控制台、数据、软件及相关服务（以下合称“本服务”）的协议。**您注册、登录或以其他方式使用本服务，即表示您已阅读并同意本条款。**如您代表企业使用本服务，您确认已获得该企业的授权。

## 一、服务内容

贸易罗盘为外贸企业和专业人士提供以下服务：

- 海关与贸易数据：按国家检索进出口记录、企业和贸易伙伴信息，中国及全球贸易统计
- 智能营销：企业挖掘、产品搜索、智能推荐和客户池
- 业务管理：客户关系管理（CRM）、邮件中心和产品管理
- AI 工具：外贸邮件、社媒文案、翻译以及实用工具
- 第三方服务：由服务联盟合作伙伴提供的资信报告、商账追收等服务
- 年度数据套餐的在线购买

具体服务范围以您购买的套餐、订单或服务页面的说明为准。我们可能会对服务进行更新、调整或下线，并将以合理方式通知您。

## 二、账户

1. 您应提供真实、准确、完整的注册信息，并在信息变更时及时更新。
2. 主账户可以创建和管理子账户，并对子账户的使用行为负责。
3. 您应妥善保管账户和密码，不得将账户出借、转让或与他人共享。因保管不当造成的损失由您承担。发现账户被盗用时，请立即通知我们。
4. **如您违反本条款、法律法规，或存在影响系统安全的行为，我们有权视情节冻结或注销您的账户。**
5. **账户连续 12 个月未登录且无未到期服务的，我们有权注销该账户。**注销前我们将尽可能通过您预留的联系方式通知您。
6. 对账户冻结或注销有异议的，您可以在收到通知后通过 support@{domain} 提出申诉，我们将在核实后答复。

## 三、使用规范

您在使用本服务时不得：

- 利用爬虫、脚本或其他自动化方式批量抓取数据，或绕过下载和导出限制
- 将数据转售、出租、公开发布或提供给未经授权的第三方
- 利用本服务发送垃圾邮件、从事欺诈、骚扰或侵犯他人权益的行为
- 干扰或破坏本服务的正常运行，尝试未经授权访问系统或他人账户
- 从事违反法律法规或公序良俗的其他行为

数据导出受套餐额度和单次导出上限的限制。我们有权对异常使用行为采取限制措施。

## 四、费用与退款

1. 付费服务的价格、服务期限和内容以购买页面和订单为准。
2. **部分在线服务一经开通即无法退款，购买流程中会明确说明该服务是否支持退款。**请您在付款前仔细阅读。
3. 套餐的付款、订单有效期等规则见《套餐条款》。

## 五、知识产权

1. 本服务的软件、界面设计、商标、数据库及其汇编、文档等的知识产权归贸易罗盘或相关权利人所有。
2. 我们授予您在服务期内、为内部业务目的使用本服务的有限、非独占、不可转让的许可。
3. 您通过本服务上传的内容（如产品资料、客户资料）的权利归您所有，您授权我们在提供服务所需的范围内处理这些内容。
4. **如您认为本服务中的内容侵犯了您的知识产权，请将权利证明、侵权内容位置和联系方式发送至 support@{domain}**，我们将在核实后依法处理。

## 六、第三方服务

服务联盟中的资信报告、商账追收、支付、物流、认证等服务由第三方合作伙伴提供，其服务条款、价格和责任由合作伙伴与您另行约定。贸易罗盘负责信息对接，对第三方服务的结果不作担保，但会协助您沟通和处理争议。

## 七、保密

双方对在合作过程中知悉的对方未公开的商业信息、技术信息和账户信息负有保密义务，未经对方书面同意不得向第三方披露，法律法规另有规定或主管部门要求的除外。本条款终止后，保密义务继续有效。

## 八、出口管制与制裁

您承诺遵守适用的出口管制和经济制裁法律，不会将本服务用于受限制的最终用途，不会向受制裁的国家、地区、组织或个人提供本服务或通过本服务获得的数据。如您违反本条款，我们有权立即暂停或终止服务。

## 九、安全事件

我们采取合理的技术和管理措施保障系统与数据安全。发生可能影响您的安全事件时，我们将及时通知您并采取补救措施；您发现账户异常或安全漏洞时，也应及时通知我们并配合处理。

## 十、免责声明

1. 贸易数据来源于各国海关、政府公开信息和授权数据来源，我们会尽力保证数据的准确性和及时性，但不对其完整性、准确性作出保证。数据仅供参考，您应结合其他信息独立作出商业判断。
2. 因系统维护、网络故障或第三方原因导致的服务中断，我们将尽快恢复，但不承担由此造成的间接损失。

## 十一、责任限制

**在法律允许的最大范围内，贸易罗盘就本服务承担的全部责任，以您就违约所涉具体服务实际支付的费用为上限。**任何一方均不对间接损失、利润损失或商誉损失承担责任。

## 十二、不可抗力

因自然灾害、战争、政府行为、公共卫生事件、网络攻击、电信或电力故障等不可抗力导致无法履行或延迟履行的，受影响一方不承担责任，但应及时通知对方并尽力减少损失。

## 十三、条款的变更

我们可能会修订本条款，并在网站公布修订后的版本；重大变更将通过站内消息或邮件通知。**修订生效后您继续使用本服务的，视为您接受修订后的条款。**如您不同意，可以停止使用本服务。

## 十四、法律适用与争议解决

本条款的订立、履行和解释适用中华人民共和国法律（不含冲突法规则）。因本条款产生的争议，双方应友好协商；协商不成的，**任何一方均可向上海市浦东新区人民法院提起诉讼**。

## 十五、其他

1. **可分割性**：本条款任何条款被认定无效或不可执行的，不影响其他条款的效力。
2. **转让**：我们可以将本条款项下的权利和义务转让给我们的关联公司，并通知您；未经我们同意，您不得转让。
3. **通知**：我们可以通过网站公告、站内消息、电子邮件或短信向您发送通知。
4. 本条款与《隐私政策》《套餐条款》以及您签署的订单共同构成双方之间的完整协议。

如有任何疑问，请联系 support@{domain}。`,
    en: `Welcome to TradeCompass. These Terms of Service (“Terms”) are an agreement between you and TradeCompass Information Technology (Shanghai) Co., Ltd. and its affiliates (together “TradeCompass”, “we” or “us”) on the use of the TradeCompass websites, console, data, software and related services (the “Services”). **By registering, logging in or otherwise using the Services you confirm that you have read and accept these Terms.** If you use the Services on behalf of a company, you confirm that you are authorised to do so.

## 1. The Services

TradeCompass offers exporters, importers and trade professionals:

- Customs and trade data: import and export records by country, company and trading-partner information, China and global trade statistics
- Marketing: company discovery, product search, recommendations and a customer pool
- Business management: CRM, e-mail center and product management
- AI tools: trade e-mail, social copy, translation and utility tools
- Third-party services such as credit reports and debt collection provided by our service-alliance partners
- Online purchase of yearly data packages

The exact scope depends on the package, order or service page. We may update, change or retire parts of the Services and will tell you in a reasonable way.

## 2. Accounts

1. You must give true, accurate and complete registration information and keep it up to date.
2. A main account can create and manage sub-accounts and is responsible for their use.
3. Keep your account and password safe and do not lend, transfer or share your account. You bear losses caused by failing to do so. Tell us immediately if your account is used without permission.
4. **If you breach these Terms or the law, or act in a way that threatens the security of our systems, we may freeze or cancel your account depending on the seriousness of the breach.**
5. **We may cancel an account that has not been logged into for 12 consecutive months and has no unexpired service.** Where possible we notify you beforehand using the contact details on file.
6. If you disagree with a freeze or cancellation, you may appeal to support@{domain} after receiving the notice; we will review and reply.

## 3. Acceptable use

You must not:

- Use crawlers, scripts or other automated means to harvest data, or circumvent download and export limits
- Resell, rent, publish or otherwise provide data to unauthorised third parties
- Use the Services to send spam or to commit fraud, harassment or infringement
- Interfere with the operation of the Services or attempt unauthorised access to systems or other accounts
- Act in any other way that breaks the law or public order

Exports are limited by your package allowance and a per-export maximum. We may restrict abnormal usage.

## 4. Fees and refunds

1. Prices, service periods and scope of paid services are as shown on the purchase page and the order.
2. **Some online services cannot be refunded once activated. The purchase flow states clearly whether a service can be refunded.** Please read it before paying.
3. Payment, order validity and related rules for packages are set out in the Package Terms.

## 5. Intellectual property

1. The software, interface design, trademarks, databases and their compilation, documentation and other materials of the Services belong to TradeCompass or the relevant right holders.
2. We grant you a limited, non-exclusive, non-transferable licence to use the Services for your internal business purposes during the service period.
3. Content you upload (such as product or customer information) remains yours; you authorise us to process it as needed to provide the Services.
4. **If you believe content in the Services infringes your intellectual property, send proof of your rights, the location of the content and your contact details to support@{domain}.** We will verify and act in accordance with the law.

## 6. Third-party services

Credit reports, debt collection, payments, logistics, certification and other services in the service alliance are provided by third-party partners, whose terms, prices and liability are agreed between you and them. TradeCompass connects you with them and does not guarantee their results, but will help you communicate and resolve disputes.

## 7. Confidentiality

Each party keeps confidential the non-public business, technical and account information of the other party that it learns in the course of the relationship and does not disclose it to third parties without written consent, except as required by law or by competent authorities. This obligation survives the end of these Terms.

## 8. Export control and sanctions

You agree to comply with applicable export-control and sanctions laws, not to use the Services for restricted end uses, and not to provide the Services or data obtained through them to sanctioned countries, regions, organisations or persons. If you breach this clause we may suspend or end the Services immediately.

## 9. Security incidents

We take reasonable technical and organisational measures to keep systems and data secure. If a security incident may affect you, we notify you promptly and take remedial action. If you notice unusual account activity or a vulnerability, tell us promptly and cooperate with us.

## 10. Disclaimer

1. Trade data comes from customs authorities, public government information and licensed sources. We work to keep it accurate and current but do not guarantee its completeness or accuracy. The data is for reference, and you should make business decisions independently, using other information as well.
2. We restore the Services as quickly as possible after interruptions caused by maintenance, network failures or third parties, but are not liable for indirect losses arising from them.

## 11. Limitation of liability

**To the fullest extent permitted by law, TradeCompass’s total liability in connection with the Services is limited to the fees you actually paid for the specific service to which the breach relates.** Neither party is liable for indirect losses, loss of profit or loss of goodwill.

## 12. Force majeure

A party prevented from performing or delayed by force majeure, such as natural disasters, war, government action, public-health emergencies, cyber-attacks or telecommunication or power failures, is not liable, but must notify the other party promptly and do its best to limit losses.

## 13. Changes to these Terms

We may revise these Terms and will publish the revised version on our websites; material changes are announced by in-app message or e-mail. **If you continue to use the Services after a revision takes effect, you accept the revised Terms.** If you do not agree, you may stop using the Services.

## 14. Governing law and disputes

These Terms are governed by the laws of the People’s Republic of China, excluding its conflict-of-laws rules. The parties will try to settle disputes amicably; failing that, **either party may bring proceedings before the Shanghai Pudong New Area People’s Court**.

## 15. General

1. **Severability**: if any provision is held invalid or unenforceable, the remaining provisions remain in effect.
2. **Assignment**: we may assign our rights and obligations under these Terms to our affiliates with notice to you; you may not assign yours without our consent.
3. **Notices**: we may send notices by website announcement, in-app message, e-mail or SMS.
4. These Terms, the Privacy Policy, the Package Terms and any order you sign form the entire agreement between the parties.

Questions? Contact support@{domain}.`,
    ru: `Добро пожаловать в TradeCompass. Настоящие Условия использования («Условия») представляют собой соглашение между вами и компанией TradeCompass Information Technology (Shanghai) Co., Ltd. и её аффилированными лицами (вместе — «TradeCompass», «мы») об использовании сайтов, консоли, данных, программного обеспечения и связанных сервисов TradeCompass («Сервисы»). **Регистрируясь, входя в систему или иным образом используя Сервисы, вы подтверждаете, что прочитали и принимаете Условия.** Если вы используете Сервисы от имени компании, вы подтверждаете наличие соответствующих полномочий.

## 1. Сервисы

TradeCompass предоставляет экспортёрам, импортёрам и специалистам ВЭД:

- Таможенные и торговые данные: записи импорта и экспорта по странам, сведения о компаниях и торговых партнёрах, статистику Китая и мировой торговли
- Маркетинг: поиск компаний и товаров, рекомендации, пул клиентов
- Управление бизнесом: CRM, почтовый центр, управление товарами
- AI-инструменты: деловые письма, тексты для соцсетей, перевод и утилиты
- Сторонние услуги партнёров сервисного альянса, например кредитные отчёты и взыскание долгов
- Онлайн-покупку годовых пакетов данных

Конкретный объём определяется тарифом, заказом или описанием на странице сервиса. Мы можем обновлять, изменять или прекращать отдельные сервисы, уведомляя вас разумным способом.

## 2. Аккаунты

1. Вы обязуетесь указывать достоверные, точные и полные регистрационные данные и своевременно их обновлять.
2. Основной аккаунт может создавать субаккаунты и управлять ими и отвечает за их использование.
3. Храните логин и пароль в тайне, не передавайте аккаунт и не предоставляйте к нему доступ другим лицам. Убытки, вызванные несоблюдением этого требования, несёте вы. О несанкционированном использовании аккаунта сообщите нам немедленно.
4. **При нарушении Условий или законодательства, а также при действиях, угрожающих безопасности наших систем, мы вправе в зависимости от тяжести нарушения заблокировать или закрыть аккаунт.**
5. **Мы вправе закрыть аккаунт, в который не выполнялся вход 12 месяцев подряд и у которого нет действующих услуг.** По возможности мы заранее уведомим вас по указанным контактам.
6. Если вы не согласны с блокировкой или закрытием, вы можете после получения уведомления подать апелляцию на support@{domain}; мы рассмотрим её и ответим.

## 3. Правила использования

Запрещается:

- Собирать данные краулерами, скриптами или иными автоматическими средствами, обходить ограничения на скачивание и выгрузку
- Перепродавать, сдавать в аренду, публиковать или иным образом передавать данные неуполномоченным лицам
- Использовать Сервисы для спама, мошенничества, преследования или нарушения прав других лиц
- Нарушать работу Сервисов, пытаться получить несанкционированный доступ к системам или чужим аккаунтам
- Совершать иные действия, противоречащие закону или общественному порядку

Выгрузка ограничена лимитом тарифа и максимальным объёмом одной выгрузки. Мы вправе ограничивать аномальное использование.

## 4. Оплата и возвраты

1. Цены, сроки и состав платных услуг указываются на странице покупки и в заказе.
2. **Некоторые онлайн-услуги после подключения возврату не подлежат. Возможность возврата прямо указывается в процессе покупки.** Пожалуйста, ознакомьтесь с ней до оплаты.
3. Порядок оплаты тарифов, срок действия заказов и связанные правила изложены в Условиях тарифов.

## 5. Интеллектуальная собственность

1. Права на программное обеспечение, дизайн интерфейса, товарные знаки, базы данных и их состав, документацию и иные материалы Сервисов принадлежат TradeCompass или соответствующим правообладателям.
2. Мы предоставляем вам ограниченную, неисключительную, непередаваемую лицензию на использование Сервисов для внутренних деловых целей в течение срока обслуживания.
3. Загружаемый вами контент (например, сведения о товарах и клиентах) остаётся вашим; вы разрешаете нам обрабатывать его в объёме, необходимом для оказания услуг.
4. **Если вы считаете, что материалы в Сервисах нарушают ваши права на интеллектуальную собственность, направьте подтверждение прав, указание на спорные материалы и свои контакты на support@{domain}.** Мы проверим обращение и примем меры в соответствии с законом.

## 6. Сторонние услуги

Кредитные отчёты, взыскание долгов, платёжные, логистические, сертификационные и иные услуги сервисного альянса оказывают сторонние партнёры; их условия, цены и ответственность согласуются между вами и партнёром. TradeCompass обеспечивает связь с партнёром и не гарантирует результат его услуг, но помогает в коммуникации и урегулировании споров.

## 7. Конфиденциальность

Каждая сторона сохраняет в тайне ставшие ей известными непубличные деловые, технические и учётные сведения другой стороны и не раскрывает их третьим лицам без письменного согласия, за исключением случаев, предусмотренных законом или требованиями уполномоченных органов. Обязательство сохраняет силу после прекращения действия Условий.

## 8. Экспортный контроль и санкции

Вы обязуетесь соблюдать применимое законодательство об экспортном контроле и санкциях, не использовать Сервисы для запрещённого конечного использования и не предоставлять Сервисы или полученные через них данные подсанкционным странам, территориям, организациям и лицам. При нарушении этого положения мы вправе немедленно приостановить или прекратить обслуживание.

## 9. Инциденты безопасности

Мы принимаем разумные технические и организационные меры для защиты систем и данных. Если инцидент может затронуть вас, мы незамедлительно сообщим об этом и примем меры. Если вы заметили подозрительную активность в аккаунте или уязвимость, сообщите нам и окажите содействие.

## 10. Отказ от гарантий

1. Торговые данные получены от таможенных органов, из открытых государственных источников и от лицензированных поставщиков. Мы стремимся обеспечить их точность и актуальность, но не гарантируем их полноту и точность. Данные носят справочный характер; деловые решения вы принимаете самостоятельно с учётом иной информации.
2. При перерывах в работе из-за технического обслуживания, сбоев сети или действий третьих лиц мы восстанавливаем работу как можно быстрее, но не отвечаем за вызванные ими косвенные убытки.

## 11. Ограничение ответственности

**В максимальной степени, допускаемой законом, совокупная ответственность TradeCompass в связи с Сервисами ограничена суммой, фактически уплаченной вами за конкретную услугу, к которой относится нарушение.** Ни одна из сторон не отвечает за косвенные убытки, упущенную выгоду или ущерб деловой репутации.

## 12. Форс-мажор

Сторона, которая не может исполнить обязательства или исполняет их с задержкой вследствие непреодолимой силы — стихийных бедствий, войны, действий органов власти, эпидемий, кибератак, сбоев связи или электроснабжения, — освобождается от ответственности, но должна незамедлительно уведомить другую сторону и принять меры для уменьшения убытков.

## 13. Изменение Условий

Мы можем изменять Условия и публикуем новую редакцию на сайтах; о существенных изменениях сообщаем сообщением в системе или по e-mail. **Продолжение использования Сервисов после вступления изменений в силу означает согласие с новой редакцией.** Если вы не согласны, вы можете прекратить использование Сервисов.

## 14. Применимое право и споры

Условия регулируются правом Китайской Народной Республики без учёта коллизионных норм. Стороны стремятся урегулировать споры путём переговоров; если это не удалось, **любая сторона вправе обратиться в Народный суд нового района Пудун г. Шанхая**.

## 15. Прочие положения

1. **Делимость**: признание какого-либо положения недействительным или неисполнимым не влияет на действие остальных положений.
2. **Уступка**: мы вправе с уведомлением передать права и обязанности по Условиям нашим аффилированным лицам; вы не вправе передавать свои права без нашего согласия.
3. **Уведомления**: мы можем направлять уведомления через объявления на сайте, сообщения в системе, e-mail или SMS.
4. Условия, Политика конфиденциальности, Условия тарифов и подписанные вами заказы составляют полное соглашение сторон.

Вопросы можно направить на support@{domain}.`,
  },
}

const packageTerms: SeedLegalDocument = {
  kind: 'package-terms',
  title: { zh: '套餐条款', en: 'Package Terms', ru: 'Условия тарифов' },
  version: '2.0',
  effectiveDate: '2024-01-01',
  body: {
    zh: `本套餐条款适用于您通过贸易罗盘网站在线购买或通过订单订购的年度数据套餐，是《服务条款》的组成部分。本条款未约定的事项，适用《服务条款》和《隐私政策》。

## 一、套餐与覆盖范围

贸易罗盘提供以下五种年度套餐（价格为美元，按年计费）：

- **PRO**：每年 899 美元。美国进口数据（1 个国家）。
- **Global**：每年 2,399 美元。19 个国家的进口数据。
- **Global Plus**：每年 2,999 美元。26 个国家的进口数据和 2 个国家的出口数据。
- **Global Luxury**：每年 4,399 美元。29 个国家的进口数据和 21 个国家的出口数据。
- **Global Deluxe**：每年 5,699 美元。62 个国家的进口数据和 47 个国家的出口数据。

各套餐包含的具体国家、数据类型（如提单、报关单）、可检索字段和更新频率，以“了解套餐”页面及订单中的说明为准。某一国家或数据源因当地政策、数据提供方等原因停止更新或无法提供时，我们将及时通知，并尽可能以同等价值的数据源替代或协商其他补偿方式。

## 二、服务期限与计费方式

1. 所有套餐均为**年度套餐**，服务期为自开通之日起 12 个月。
2. **套餐费用在合同开始时一次性支付，不会重复扣费或自动续费。**服务期届满后如需继续使用，需重新下单。
3. 在服务期内升级到更高级别套餐的，可联系客户经理按剩余期限折算差价。

## 三、订单

1. 您在购买页面提交订单后，订单处于待支付状态。
2. **未支付的订单保留 7 天，逾期未支付的，订单自动失效。**
3. **在订单支付前，如相关服务升级、下线或费用调整，该订单同样失效**，您需要按照最新的服务内容和价格重新下单。
4. 订单失效后，我们不再为您保留订单中的价格和服务内容。

## 四、支付方式

1. **在线支付**：可通过支付服务提供商使用银行卡或 PayPal 付款。支付信息由支付服务提供商处理，我们不存储您的完整卡号。
2. **银行转账**：可转账至贸易罗盘香港/国际账户（美元）或中国大陆账户（人民币），账户信息见购买页面。转账时**请在汇款附言中注明订单号**，并**将汇款水单发送至 sales@{domain}**，以便我们及时核对。
3. 银行转账产生的手续费由付款方承担。因未注明订单号导致的到账确认延迟，服务开通时间相应顺延。

## 五、服务开通

在线支付成功后，套餐一般即时开通；银行转账在款项到账并核对无误后 1 个工作日内开通。开通后，我们将通过邮件通知您账户信息和服务期限。

## 六、退款

**部分在线服务一经开通无法退款，购买流程中会明确说明该套餐或服务是否允许退款。**对于允许退款的情形，退款将按原支付路径退回，具体时间以支付服务提供商或银行的处理时间为准。

## 七、使用额度与规范

1. 各套餐的检索、查看、导出和 AI 工具使用额度以套餐说明为准，额度在服务期内有效，到期未用完的不予保留。
2. 数据仅供您及您授权的子账户内部业务使用，不得转售或向第三方提供。
3. 违反《服务条款》使用规范的，我们有权限制额度或暂停服务。

## 八、主账户与子账户

1. 购买套餐的账户为主账户，主账户可在套餐允许的数量内创建子账户，并为子账户分配数据国家和使用额度。
2. 主账户对子账户的全部使用行为负责。员工离职或岗位变动时，请及时停用或调整相应子账户。
3. 子账户的服务期限与主账户套餐一致，不单独计算。

## 九、价格调整

我们可能根据数据成本和产品变化调整套餐价格或内容。调整不影响已支付订单在服务期内的价格和服务内容；尚未支付的订单按第三条处理。

## 十、服务的暂停与终止

1. 您违反《服务条款》或本条款，经通知后未在合理期限内纠正的，我们有权暂停或终止套餐服务。
2. 因您的违约行为终止服务的，已支付的费用不予退还，法律另有规定的除外。
3. 服务期届满且未续订的，账户将恢复为普通账户，您保存在 CRM 中的客户资料在账户存续期间继续保留，但无法再检索套餐范围内的数据。

## 十一、税费

套餐价格不含您所在国家或地区可能征收的进口增值税、预扣税等税费。如依法需由您代扣代缴税款，请在付款前与我们确认，以保证我们实际收到的金额与订单金额一致。

## 十二、发票

中国大陆客户可申请增值税发票，境外客户可申请商业发票。请在付款后 30 日内通过客户经理或 sales@{domain} 提出申请。

## 十三、联系方式

有关套餐、订单和付款的问题，请联系 sales@{domain}；使用中的问题请联系 support@{domain}。`,
    en: `These Package Terms apply to yearly data packages that you buy online on the TradeCompass websites or order from us, and form part of the Terms of Service. Anything not covered here is governed by the Terms of Service and the Privacy Policy.

## 1. Packages and coverage

TradeCompass offers five yearly packages (prices in US dollars per year):

- **PRO**: USD 899 per year. US import data (1 country).
- **Global**: USD 2,399 per year. Import data for 19 countries.
- **Global Plus**: USD 2,999 per year. Import data for 26 countries and export data for 2 countries.
- **Global Luxury**: USD 4,399 per year. Import data for 29 countries and export data for 21 countries.
- **Global Deluxe**: USD 5,699 per year. Import data for 62 countries and export data for 47 countries.

The countries, data types (such as bills of lading or customs declarations), searchable fields and update frequency of each package are as described on the package learn-more page and in your order. If data for a country or source stops being updated or becomes unavailable because of local policy or the data provider, we will tell you promptly and, where possible, replace it with a source of equivalent value or agree another form of compensation.

## 2. Term and billing

1. All packages are **yearly packages** with a service period of 12 months from activation.
2. **The package fee is paid once at the start of the contract. There is no repeat billing and no automatic renewal.** To continue after the period ends, place a new order.
3. To upgrade to a higher package during the period, contact your account manager; the difference is calculated pro rata for the remaining period.

## 3. Orders

1. After you submit an order on the purchase page, it awaits payment.
2. **An unpaid order is reserved for 7 days. If it is not paid in that time, it becomes invalid.**
3. **An unpaid order also becomes invalid if the service it covers is upgraded, taken offline or its fee is adjusted.** You then need to order again at the current scope and price.
4. Once an order is invalid, its price and scope are no longer reserved for you.

## 4. Payment methods

1. **Online payment**: pay by card or PayPal through our payment provider. The payment provider processes your payment details; we do not store your full card number.
2. **Bank transfer**: transfer to the TradeCompass Hong Kong/international account (USD) or the mainland China account (RMB), as shown on the purchase page. **Include your order number in the transfer reference** and **send the remittance slip to sales@{domain}** so that we can match the payment quickly.
3. Bank charges are borne by the payer. If the order number is missing and confirmation is delayed, activation is postponed accordingly.

## 5. Activation

After successful online payment a package is normally activated immediately. For bank transfers, activation follows within one business day after the funds arrive and are matched. We e-mail you the account details and service period on activation.

## 6. Refunds

**Some online services cannot be refunded once activated. The purchase flow states clearly whether a package or service can be refunded.** Where a refund is allowed, it is returned through the original payment method; timing depends on the payment provider or bank.

## 7. Allowances and use

1. Search, view, export and AI allowances are as described for each package. They are valid during the service period and unused allowances do not carry over.
2. Data is for the internal business use of you and the sub-accounts you authorise and may not be resold or provided to third parties.
3. If you breach the acceptable-use rules of the Terms of Service, we may restrict allowances or suspend the service.

## 8. Main account and sub-accounts

1. The account that buys a package is the main account. Within the number allowed by the package, it can create sub-accounts and assign them data countries and allowances.
2. The main account is responsible for all use of its sub-accounts. When staff leave or change roles, disable or adjust their sub-accounts promptly.
3. Sub-accounts share the service period of the main account’s package and are not billed separately.

## 9. Price changes

We may change package prices or contents as data costs and the product change. Changes do not affect the price or scope of an order already paid during its service period; unpaid orders are handled under section 3.

## 10. Suspension and termination

1. If you breach the Terms of Service or these Package Terms and do not remedy the breach within a reasonable time after notice, we may suspend or end the package.
2. If the service is ended because of your breach, fees paid are not refunded, unless the law provides otherwise.
3. When the service period ends without a new order, the account reverts to a normal account. Customer records in your CRM are kept while the account exists, but data within the package scope can no longer be searched.

## 11. Taxes

Package prices do not include import VAT, withholding tax or other taxes that your country or region may levy. If you are required by law to withhold tax, please confirm with us before paying so that the amount we receive matches the order amount.

## 12. Invoices

Customers in mainland China can request a VAT invoice; customers elsewhere can request a commercial invoice. Please ask your account manager or write to sales@{domain} within 30 days of payment.

## 13. Contact

For packages, orders and payments contact sales@{domain}; for help using the service contact support@{domain}.`,
    ru: `Настоящие Условия тарифов применяются к годовым пакетам данных, приобретаемым онлайн на сайтах TradeCompass или по заказу, и являются частью Условий использования. Всё, что здесь не урегулировано, определяется Условиями использования и Политикой конфиденциальности.

## 1. Тарифы и охват

TradeCompass предлагает пять годовых тарифов (цены в долларах США за год):

- **PRO**: 899 USD в год. Данные импорта США (1 страна).
- **Global**: 2 399 USD в год. Данные импорта 19 стран.
- **Global Plus**: 2 999 USD в год. Импорт: 26 стран, экспорт: 2 страны.
- **Global Luxury**: 4 399 USD в год. Импорт: 29 стран, экспорт: 21 страна.
- **Global Deluxe**: 5 699 USD в год. Импорт: 62 страны, экспорт: 47 стран.

Конкретные страны, типы данных (коносаменты, таможенные декларации), поля для поиска и частота обновления по каждому тарифу указаны на странице с подробным описанием тарифов и в заказе. Если данные по стране или источнику перестают обновляться или становятся недоступны из-за местной политики или решения поставщика данных, мы своевременно сообщим об этом и по возможности заменим их источником равной ценности или согласуем иную компенсацию.

## 2. Срок и порядок оплаты

1. Все тарифы являются **годовыми**, срок обслуживания — 12 месяцев с даты подключения.
2. **Стоимость тарифа оплачивается один раз при заключении договора. Повторных списаний и автоматического продления нет.** Чтобы продолжить работу по окончании срока, оформите новый заказ.
3. Для перехода на более высокий тариф в течение срока обратитесь к менеджеру; разница рассчитывается пропорционально оставшемуся сроку.

## 3. Заказы

1. После оформления на странице покупки заказ ожидает оплаты.
2. **Неоплаченный заказ резервируется на 7 дней. Если он не оплачен в этот срок, он становится недействительным.**
3. **Неоплаченный заказ также становится недействительным, если соответствующая услуга обновлена, снята с продажи или её стоимость изменена.** В этом случае нужно оформить заказ заново на актуальных условиях.
4. После аннулирования заказа цена и состав услуг по нему больше не резервируются.

## 4. Способы оплаты

1. **Онлайн-оплата**: банковской картой или через PayPal с помощью платёжного провайдера. Платёжные данные обрабатывает провайдер; мы не храним полный номер карты.
2. **Банковский перевод**: на счёт TradeCompass в Гонконге (международный, в долларах США) или на счёт в материковом Китае (в юанях); реквизиты указаны на странице покупки. **Укажите номер заказа в назначении платежа** и **отправьте платёжное поручение на sales@{domain}**, чтобы мы быстро идентифицировали платёж.
3. Банковские комиссии оплачивает плательщик. Если номер заказа не указан и подтверждение задерживается, подключение соответственно откладывается.

## 5. Подключение

При успешной онлайн-оплате тариф, как правило, подключается сразу. При банковском переводе — в течение одного рабочего дня после поступления и идентификации средств. При подключении мы направляем по e-mail данные аккаунта и срок обслуживания.

## 6. Возвраты

**Некоторые онлайн-услуги после подключения возврату не подлежат. Возможность возврата по тарифу или услуге прямо указывается в процессе покупки.** Если возврат допускается, средства возвращаются тем же способом, которым была произведена оплата; сроки зависят от платёжного провайдера или банка.

## 7. Лимиты и использование

1. Лимиты поиска, просмотра, выгрузки и AI-инструментов указаны в описании тарифа. Они действуют в течение срока обслуживания, неиспользованные лимиты не переносятся.
2. Данные предназначены для внутреннего использования вами и уполномоченными вами субаккаунтами; их нельзя перепродавать или передавать третьим лицам.
3. При нарушении правил использования, установленных Условиями использования, мы вправе ограничить лимиты или приостановить обслуживание.

## 8. Основной аккаунт и субаккаунты

1. Аккаунт, оплативший тариф, является основным. В пределах количества, предусмотренного тарифом, он может создавать субаккаунты и распределять между ними страны данных и лимиты.
2. Основной аккаунт отвечает за всё использование субаккаунтов. При увольнении или смене обязанностей сотрудника своевременно отключите или измените его субаккаунт.
3. Срок действия субаккаунтов совпадает со сроком тарифа основного аккаунта; отдельно они не оплачиваются.

## 9. Изменение цен

Мы можем изменять цены и состав тарифов в связи с изменением стоимости данных и развитием продукта. Изменения не затрагивают цену и состав уже оплаченного заказа в течение срока обслуживания; неоплаченные заказы рассматриваются в соответствии с разделом 3.

## 10. Приостановление и прекращение обслуживания

1. Если вы нарушили Условия использования или настоящие Условия тарифов и не устранили нарушение в разумный срок после уведомления, мы вправе приостановить или прекратить обслуживание по тарифу.
2. При прекращении обслуживания из-за вашего нарушения уплаченные средства не возвращаются, если иное не предусмотрено законом.
3. По окончании срока без нового заказа аккаунт становится обычным. Данные о клиентах в вашей CRM сохраняются, пока существует аккаунт, но поиск по данным тарифа становится недоступен.

## 11. Налоги

Цены тарифов не включают импортный НДС, налог у источника и иные налоги, которые могут взиматься в вашей стране. Если по закону вы обязаны удержать налог, согласуйте это с нами до оплаты, чтобы полученная нами сумма соответствовала сумме заказа.

## 12. Счета и документы

Клиенты из материкового Китая могут запросить счёт-фактуру НДС, клиенты из других стран — коммерческий инвойс. Запрос направляется менеджеру или на sales@{domain} в течение 30 дней после оплаты.

## 13. Контакты

По вопросам тарифов, заказов и оплаты пишите на sales@{domain}, по вопросам работы с сервисом — на support@{domain}.`,
  },
}

export const legalDocuments: SeedLegalDocument[] = [privacy, terms, packageTerms]
