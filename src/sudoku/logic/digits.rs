//! Sets of digits and of positions within a unit, as bit masks (9 bits on 9×9, 16 on
//! 16×16).

/// A bit set of the digits 1–16: bit `d - 1` for digit `d`.
pub type Digits = u16;

/// The bit of digit `d` (1–16).
pub(super) fn bit(digit: u8) -> Digits {
    1 << (digit - 1)
}

/// The digits of a set, smallest first.
pub(crate) fn digits_of(set: Digits) -> impl Iterator<Item = u8> {
    members(set).map(|i| i as u8 + 1)
}

/// The members of a bit set (its bits' positions), smallest first. Cost: O(1) each.
pub(super) fn members(set: u16) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        let member = (rest != 0).then_some(rest.trailing_zeros() as usize);
        rest &= rest.wrapping_sub(1);
        member
    })
}

/// The positions of the items that `wanted` picks, as a set.
pub(super) fn members_where<T>(items: &[T], wanted: impl Fn(&T) -> bool) -> u16 {
    let picked = items.iter().enumerate().filter(|(_, item)| wanted(item));
    picked.fold(0, |set, (i, _)| set | 1 << i)
}

/// The subsets of a set with `n` members (1 or more), smallest first. Cost: O(n) a
/// subset.
pub(super) fn subsets_within(set: u16, n: u32) -> impl Iterator<Item = u16> {
    let mut positions = [0u16; 16];
    members(set).zip(&mut positions).for_each(|(member, slot)| *slot = 1 << member);
    let end = 1u32 << set.count_ones();
    // The n-member subsets of the k members' indices, as k-bit numbers in increasing
    // order (Gosper's step), each spread to the members it picks.
    let mut picked = (1u32 << n) - 1;
    std::iter::from_fn(move || {
        if picked >= end {
            return None;
        }
        let subset = members(picked as u16).fold(0, |subset, i| subset | positions[i]);
        let lowest = picked & picked.wrapping_neg();
        let carried = picked + lowest;
        picked = (((carried ^ picked) >> 2) / lowest) | carried;
        Some(subset)
    })
}
