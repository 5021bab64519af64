/* The classic N-queens counter used as the peer in `cargo bench -p searchlab-benches
 * --bench constraint`: bitboard backtracking (columns and both diagonals as bit masks,
 * after Jeff Somers' well-known program) with the mirror symmetry only: first-row queen
 * in the left half, doubled, the middle column of odd boards once. Single-threaded. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;
static u64 full;

static u64 below(int rows, u64 cols, u64 left, u64 right) {
    if (rows == 0) return 1;
    u64 total = 0, free = full & ~(cols | left | right);
    while (free) {
        u64 bit = free & -free;
        free ^= bit;
        total += below(rows - 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 30) return 2;
    full = (1ULL << n) - 1;
    u64 total = 0;
    for (int c = 0; c < (n + 1) / 2; c++) {
        u64 bit = 1ULL << c;
        u64 count = below(n - 1, bit, bit << 1, bit >> 1);
        total += (2 * c + 1 == n) ? count : 2 * count;
    }
    printf("%llu\n", total);
    return 0;
}
