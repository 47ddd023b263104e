/** Messages of customer service and employee tests (issue 18) in zh/en/ja. */
export const zh = {
  'support.chatChoice': '请输入1到6之间的整数（输入9转人工客服）',
  'support.textNotExpected': '请先输入9转人工客服，再留言',
  'support.ticketNotFound': '该工单不存在或您无权查看',
  'support.ticketAnswered': '该工单已回复',
  'support.ticketNotAnswered': '工单尚未回复，暂不能评价',
  'support.ticketRated': '该工单已评价过',
  'support.testNotFound': '该测试不存在或未发布',
  'support.testNotTaken': '您尚未参加该测试',
  'support.testIncomplete': '请回答全部题目',
  'support.bot.welcome':
    '您好，我是智能客服。请回复数字选择：\n1 考勤与请假\n2 申请与审批\n3 工资与个税\n4 社保与公积金\n5 证明与离职\n6 商城与活动\n9 人工客服',
  'support.bot.topic1': '考勤与请假：在“考勤打卡”打卡，在“假期余额”查看余额，在“请假申请”提交请假。',
  'support.bot.topic2':
    '申请与审批：在“申请查询”查看您的申请进度，审批人在“审批查询”处理待办，结果会发到“我的消息”。',
  'support.bot.topic3': '工资与个税：个税计算器可按月试算个人所得税，更多计算器见“计算器”。',
  'support.bot.topic4': '社保与公积金：五险一金计算器按城市试算缴费；离职时可在“公积金转移”办理转移。',
  'support.bot.topic5':
    '证明与离职：在线申请在职或收入证明；离职证明和离职资料在“离职办理”；办事指南见“入职服务”。',
  'support.bot.topic6': '商城与活动：特卖商城、活动与福利、我的福利都可在首页进入。',
  'support.bot.more': '还有其他问题？回复1到6继续，或回复9转人工客服。',
  'support.bot.human': '已为您转接人工客服（工单{ticketNo}），客服会在这里回复您。请描述您的问题。',
  'support.bot.humanOpen': '您的工单{ticketNo}正在处理中，请直接留言，客服会在这里回复。',
  'support.bot.closed':
    '人工客服服务时间为工作日9:00-12:00、13:30-17:00，下次服务时间：{next}。您可以留言，客服上班后回复您。',
  'support.bot.closedNoDate':
    '人工客服服务时间为工作日9:00-12:00、13:30-17:00。您可以留言，客服上班后回复您。',
  'support.bot.left': '留言已收到（工单{ticketNo}），客服会在服务时间内回复您。',
  'support.bot.added': '已补充到工单{ticketNo}。',
  'support.msg.answered': '客服已回复您的咨询（工单{ticketNo}）',
  'validation.clientMsgId': '消息编号不正确',
  'validation.chatMode': '消息类型不正确',
  'validation.chatText': '请输入内容（不超过500个字）',
  'validation.ticketStatus': '工单状态不正确',
  'validation.ticketId': '工单编号不正确',
  'validation.ticketAnswer': '请输入回复内容（不超过500个字）',
  'validation.satisfactionScore': '请选择1到5分的满意度',
  'validation.satisfactionComment': '评价不超过200个字',
  'validation.testId': '测试编号不正确',
  'validation.testAnswers': '答案不正确',
};
export const en: Record<keyof typeof zh, string> = {
  'support.chatChoice': 'Please enter a whole number from 1 to 6 (9 for a human agent)',
  'support.textNotExpected': 'Enter 9 for a human agent before leaving a message',
  'support.ticketNotFound': 'This ticket does not exist or is not yours to see',
  'support.ticketAnswered': 'This ticket has already been answered',
  'support.ticketNotAnswered': 'The ticket has not been answered yet, so it cannot be rated',
  'support.ticketRated': 'This ticket has already been rated',
  'support.testNotFound': 'This test does not exist or is not published',
  'support.testNotTaken': 'You have not taken this test yet',
  'support.testIncomplete': 'Please answer every question',
  'support.bot.welcome':
    'Hello, I am the service assistant. Reply with a number:\n1 Attendance and leave\n2 Requests and approvals\n3 Pay and tax\n4 Social insurance and housing fund\n5 Certificates and resignation\n6 Shop and activities\n9 Human agent',
  'support.bot.topic1':
    'Attendance and leave: clock in on the clock card, see your balances under Leave balance, and apply under Leave request.',
  'support.bot.topic2':
    'Requests and approvals: follow your requests under Request inquiry; approvers handle theirs under Approvals; decisions arrive in My messages.',
  'support.bot.topic3':
    'Pay and tax: the income tax calculator estimates monthly tax; more calculators are under Calculators.',
  'support.bot.topic4':
    'Social insurance and fund: the social insurance calculator estimates contributions by city; on leaving, transfer your fund under Fund transfer.',
  'support.bot.topic5':
    'Certificates and resignation: request an employment or income certificate online; the resignation certificate and papers are under Resignation; guides are under Onboarding service.',
  'support.bot.topic6':
    'Shop and activities: the sale shop, activities and welfare and my welfare open from the home page.',
  'support.bot.more': 'Anything else? Reply 1 to 6, or 9 for a human agent.',
  'support.bot.human':
    'You are through to a human agent (ticket {ticketNo}); the answer will appear here. Please describe your question.',
  'support.bot.humanOpen':
    'Your ticket {ticketNo} is being handled; write here and the agent will answer here.',
  'support.bot.closed':
    'Human agents work 9:00-12:00 and 13:30-17:00 on workdays; next opening: {next}. You can leave a message and an agent will answer then.',
  'support.bot.closedNoDate':
    'Human agents work 9:00-12:00 and 13:30-17:00 on workdays. You can leave a message and an agent will answer then.',
  'support.bot.left': 'Message received (ticket {ticketNo}); an agent will answer during service hours.',
  'support.bot.added': 'Added to ticket {ticketNo}.',
  'support.msg.answered': 'Customer service answered your question (ticket {ticketNo})',
  'validation.clientMsgId': 'The message id is not valid',
  'validation.chatMode': 'The message type is not valid',
  'validation.chatText': 'Please enter a message (at most 500 characters)',
  'validation.ticketStatus': 'The ticket status is not valid',
  'validation.ticketId': 'The ticket id is not valid',
  'validation.ticketAnswer': 'Please enter an answer (at most 500 characters)',
  'validation.satisfactionScore': 'Please choose a score from 1 to 5',
  'validation.satisfactionComment': 'The comment can be at most 200 characters',
  'validation.testId': 'The test id is not valid',
  'validation.testAnswers': 'The answers are not valid',
};
export const ja: Record<keyof typeof zh, string> = {
  'support.chatChoice': '1から6までの整数を入力してください（有人対応は9）',
  'support.textNotExpected': 'メッセージを残す前に9を入力して有人対応を選んでください',
  'support.ticketNotFound': 'このチケットは存在しないか、閲覧できません',
  'support.ticketAnswered': 'このチケットは回答済みです',
  'support.ticketNotAnswered': 'チケットはまだ回答されていないため評価できません',
  'support.ticketRated': 'このチケットは評価済みです',
  'support.testNotFound': 'このテストは存在しないか、公開されていません',
  'support.testNotTaken': 'このテストはまだ受けていません',
  'support.testIncomplete': 'すべての問題に回答してください',
  'support.bot.welcome':
    'こんにちは、サービスアシスタントです。番号で返信してください：\n1 勤怠と休暇\n2 申請と承認\n3 給与と所得税\n4 社会保険と住宅積立金\n5 証明書と退職\n6 ショップとイベント\n9 有人対応',
  'support.bot.topic1': '勤怠と休暇：打刻カードで打刻し、休暇残高で残日数を確認し、休暇申請から申請します。',
  'support.bot.topic2':
    '申請と承認：申請照会で進捗を確認できます。承認者は承認照会で処理し、結果はマイメッセージに届きます。',
  'support.bot.topic3': '給与と所得税：所得税計算機で月ごとの税額を試算できます。その他は計算機一覧へ。',
  'support.bot.topic4':
    '社会保険と積立金：社会保険計算機で都市別の保険料を試算できます。退職時は積立金移管から手続きします。',
  'support.bot.topic5':
    '証明書と退職：在職・収入証明書をオンラインで申請できます。退職証明書と書類は退職手続きへ、ガイドは入社サービスへ。',
  'support.bot.topic6':
    'ショップとイベント：セールショップ、イベントと福利厚生、マイ福利厚生はホームから開けます。',
  'support.bot.more': 'ほかにご質問は？1から6で続けるか、9で有人対応へ。',
  'support.bot.human':
    '有人対応につなぎました（チケット{ticketNo}）。回答はここに表示されます。ご質問を入力してください。',
  'support.bot.humanOpen': 'チケット{ticketNo}は対応中です。ここに書き込むと担当者がここで回答します。',
  'support.bot.closed':
    '有人対応は営業日の9:00-12:00と13:30-17:00です。次の受付：{next}。メッセージを残せば受付時間に回答します。',
  'support.bot.closedNoDate':
    '有人対応は営業日の9:00-12:00と13:30-17:00です。メッセージを残せば受付時間に回答します。',
  'support.bot.left': 'メッセージを受け付けました（チケット{ticketNo}）。受付時間内に回答します。',
  'support.bot.added': 'チケット{ticketNo}に追記しました。',
  'support.msg.answered': 'カスタマーサービスが回答しました（チケット{ticketNo}）',
  'validation.clientMsgId': 'メッセージIDが正しくありません',
  'validation.chatMode': 'メッセージの種類が正しくありません',
  'validation.chatText': '内容を入力してください（500文字以内）',
  'validation.ticketStatus': 'チケットの状態が正しくありません',
  'validation.ticketId': 'チケットIDが正しくありません',
  'validation.ticketAnswer': '回答を入力してください（500文字以内）',
  'validation.satisfactionScore': '1から5の満足度を選んでください',
  'validation.satisfactionComment': 'コメントは200文字以内です',
  'validation.testId': 'テストIDが正しくありません',
  'validation.testAnswers': '回答が正しくありません',
};
