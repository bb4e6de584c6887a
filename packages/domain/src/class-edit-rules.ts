/**
 * Editing a class that is already on sale (console 课程 → 编辑班级): its name, prices, seats, posted materials and
 * group-buy settings. The timetable is edited session by session (课次), never here. Seats are given as the class's
 * total places; what is left to sell is that total less the places already taken, so staff never do the sum while
 * orders keep coming in, and a total below what is taken is refused rather than overselling.
 */
export const CLASS_EDIT_MESSAGES = {
  seats: '名额不能少于已报名的人数',
} as const;

/*
 * Group buys: a started group keeps the size and hours it started with (shop_group_buy.member_num, expires_at),
 * so changing them applies to groups started from now on. Switching the group buy off stops new groups only:
 * the class keeps its last group settings, and a group already forming can still fill at the group price.
 */

/** Why the class may not have `seats` places in all when `taken` are already sold (null: it may). */
export function classSeatsProblem(seats: number, taken: number): string | null {
  return seats < taken ? CLASS_EDIT_MESSAGES.seats : null;
}
