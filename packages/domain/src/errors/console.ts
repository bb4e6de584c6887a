import { defineErrors } from './define';

/**
 * The staff console (/api/console/...): who may enter, the admin-only pages, and an edit saved over someone
 * else's newer one (the record's version moved on: nothing was changed).
 */
export const CONSOLE_ERRORS = defineErrors({
  staffOnly: { errorCode: 'CONSOLE_STAFF_ONLY', status: 403, msg: '仅老师和管理员可以使用控制台' },
  adminOnly: { errorCode: 'CONSOLE_ADMIN_ONLY', status: 403, msg: '仅管理员可以使用此功能' },
  adminAction: { errorCode: 'CONSOLE_ADMIN_ACTION', status: 403, msg: '仅管理员可以进行此操作' },
  badStaff: { errorCode: 'CONSOLE_BAD_STAFF', status: 400, msg: '所选老师或辅导老师不存在或没有相应角色' },
  staleVersion: { errorCode: 'CONSOLE_STALE_VERSION', status: 409, msg: '数据已被他人修改，请刷新后重试' },
  badNoticeAudience: { errorCode: 'CONSOLE_BAD_NOTICE_AUDIENCE', status: 400, msg: '所选班级或用户不存在' },
  notYourClass: { errorCode: 'CONSOLE_NOT_YOUR_CLASS', status: 403, msg: '只能向自己任教或辅导的班级发布通知' },
  noticeWithdrawn: { errorCode: 'CONSOLE_NOTICE_WITHDRAWN', status: 409, msg: '该通知已撤回，不能再修改' },
  classNotTaught: { errorCode: 'CONSOLE_CLASS_NOT_TAUGHT', status: 403, msg: '只能查看自己任教的班级' },
  notStaffOfKind: {
    errorCode: 'CONSOLE_NOT_STAFF_OF_KIND',
    status: 400,
    msg: '该用户没有相应的角色（主讲须为老师，辅导须为辅导老师），请先在用户页分配角色',
  },
  teacherProfileExists: { errorCode: 'CONSOLE_TEACHER_PROFILE_EXISTS', status: 409, msg: '该用户已有教师资料' },
  recordNotFound: { errorCode: 'CONSOLE_RECORD_NOT_FOUND', status: 404, msg: '记录不存在或已被删除' },
  // A class's sessions (课次): the rules are `class-session-rules.ts`, the messages its SESSION_EDIT_MESSAGES.
  sessionStarted: { errorCode: 'CONSOLE_SESSION_STARTED', status: 409, msg: '已开始或已结束的课次不能调整' },
  sessionInPast: { errorCode: 'CONSOLE_SESSION_IN_PAST', status: 400, msg: '上课时间须晚于现在' },
  sessionOutOfOrder: { errorCode: 'CONSOLE_SESSION_OUT_OF_ORDER', status: 400, msg: '调整后的时间须在前后两讲之间' },
  sessionAfterLast: { errorCode: 'CONSOLE_SESSION_AFTER_LAST', status: 400, msg: '新增课次须排在最后一讲之后' },
  sessionHasWork: { errorCode: 'CONSOLE_SESSION_HAS_WORK', status: 409, msg: '该课次已布置作业或考试，不能删除' },
  dictValueTaken: { errorCode: 'CONSOLE_DICT_VALUE_TAKEN', status: 409, msg: '该字典中已有此值' },
  clientVersionTaken: { errorCode: 'CONSOLE_CLIENT_VERSION_TAKEN', status: 409, msg: '该平台已有此版本号' },
  licenceFull: { errorCode: 'CONSOLE_LICENCE_FULL', status: 400, msg: '办学资质图片最多 20 张' },
  licenceOrder: { errorCode: 'CONSOLE_LICENCE_ORDER', status: 400, msg: '请提交全部资质图片的新顺序' },
  sessionLastOne: { errorCode: 'CONSOLE_SESSION_LAST_ONE', status: 409, msg: '班级至少保留一讲' },
  // A class's pupils (学员): the rules are `enrolment-rules.ts`, the messages its ENROLMENT_EDIT_MESSAGES.
  pupilNotFound: { errorCode: 'CONSOLE_PUPIL_NOT_FOUND', status: 404, msg: '未找到该用户' },
  notPupil: { errorCode: 'CONSOLE_NOT_PUPIL', status: 400, msg: '只能为学生账号报名' },
  pupilAlreadyIn: { errorCode: 'CONSOLE_PUPIL_ALREADY_IN', status: 409, msg: '该学员已在本班' },
  classFull: { errorCode: 'CONSOLE_CLASS_FULL', status: 409, msg: '班级名额已满' },
  classFinished: { errorCode: 'CONSOLE_CLASS_FINISHED', status: 409, msg: '该班级已结课' },
  enrolmentNotActive: { errorCode: 'CONSOLE_ENROLMENT_NOT_ACTIVE', status: 409, msg: '该学员已不在此班' },
  moveSameClass: { errorCode: 'CONSOLE_MOVE_SAME_CLASS', status: 400, msg: '请选择另一个班级' },
  // Scheduling an exam (考试): the rules are `exam/exam-schedule-rules.ts`, the messages its EXAM_SCHEDULE_MESSAGES.
  examClassRequired: { errorCode: 'CONSOLE_EXAM_CLASS_REQUIRED', status: 400, msg: '结课考试须选择班级' },
  examClassNotAllowed: { errorCode: 'CONSOLE_EXAM_CLASS_NOT_ALLOWED', status: 400, msg: '只有结课考试属于班级' },
  examWindowRequired: { errorCode: 'CONSOLE_EXAM_WINDOW_REQUIRED', status: 400, msg: '结课考试须设置考试时间' },
  examEndAfterStart: { errorCode: 'CONSOLE_EXAM_END_AFTER_START', status: 400, msg: '结束时间须晚于开始时间' },
  examEndInPast: { errorCode: 'CONSOLE_EXAM_END_IN_PAST', status: 400, msg: '结束时间须晚于现在' },
  examWindowTooShort: { errorCode: 'CONSOLE_EXAM_WINDOW_TOO_SHORT', status: 400, msg: '考试时段不能短于答题时长' },
  examPaperLocked: { errorCode: 'CONSOLE_EXAM_PAPER_LOCKED', status: 409, msg: '已有学员参加，不能更换试卷或班级' },
  examStartLocked: {
    errorCode: 'CONSOLE_EXAM_START_LOCKED',
    status: 409,
    msg: '已有学员参加，开始时间和答题时长不能修改',
  },
  examAttemptsBelowUsed: {
    errorCode: 'CONSOLE_EXAM_ATTEMPTS_BELOW_USED',
    status: 409,
    msg: '可考次数不能少于学员已用的次数',
  },
  examPaperNotFound: { errorCode: 'CONSOLE_EXAM_PAPER_NOT_FOUND', status: 400, msg: '所选试卷或班级不存在' },
  // Editing a class (编辑班级): the rules are `class-edit-rules.ts`, the messages its CLASS_EDIT_MESSAGES.
  classSeatsBelowTaken: { errorCode: 'CONSOLE_CLASS_SEATS_BELOW_TAKEN', status: 409, msg: '名额不能少于已报名的人数' },
  bannerGoodsNotFound: { errorCode: 'CONSOLE_BANNER_GOODS_NOT_FOUND', status: 400, msg: '所选课程不存在' },
  moveOtherCourse: { errorCode: 'CONSOLE_MOVE_OTHER_COURSE', status: 400, msg: '只能调到同一课程的其他班级' },
});
