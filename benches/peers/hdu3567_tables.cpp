// Peer for hdu3567 in `cargo bench -p searchlab-benches --bench eight`: the same technique
// as ours, written the plain C++ way. One BFS per blank square from the canonical board
// (tiles 1..8 in reading order around the blank), expanding the blank's moves in d l r u
// order over Cantor ranks, so each stored path is the lexicographically smallest shortest
// one; a query relabels B by A's tile names and walks B's table entry back to the root.
// Tables are built when a blank square first needs one. Reads T and the pairs to EOF; same
// output as hdu3567.
#include <cstdio>
#include <cstring>
#include <vector>
#include <algorithm>

static int fac[10];
static int rank9(const char *s) {
  int r = 0;
  for (int i = 0; i < 9; i++) {
    int c = 0;
    for (int j = i + 1; j < 9; j++) c += s[j] < s[i];
    r += c * fac[8 - i];
  }
  return r;
}

struct Table {
  std::vector<char> mv;  // move into each board ('g' at the root, 0 unreached)
  std::vector<int> par;
};
static Table tables[9];
static bool built[9];

static void build(int blank) {
  Table &t = tables[blank];
  t.mv.assign(362880, 0);
  t.par.assign(362880, -1);
  struct S { char c[9]; int b; };
  std::vector<S> q;
  q.reserve(181440);
  S root; int next = 1;
  for (int i = 0; i < 9; i++) root.c[i] = (i == blank) ? 0 : next++;
  root.b = blank;
  int rr = rank9(root.c);
  t.mv[rr] = 'g';
  q.push_back(root);
  const int dr[4] = {3, -1, 1, -3};
  const char name[4] = {'d', 'l', 'r', 'u'};
  for (size_t h = 0; h < q.size(); h++) {
    S s = q[h];
    int sr = rank9(s.c), row = s.b / 3, col = s.b % 3;
    for (int k = 0; k < 4; k++) {
      if ((k == 0 && row == 2) || (k == 1 && col == 0) || (k == 2 && col == 2) || (k == 3 && row == 0)) continue;
      S n = s; int nb = s.b + dr[k];
      n.c[s.b] = n.c[nb]; n.c[nb] = 0; n.b = nb;
      int nr = rank9(n.c);
      if (t.mv[nr]) continue;
      t.mv[nr] = name[k]; t.par[nr] = sr;
      q.push_back(n);
    }
  }
  built[blank] = true;
}

static int read_board(char *cells) {
  int n = 0, ch;
  while (n < 9 && (ch = getchar_unlocked()) != EOF) {
    if (ch == 'X' || ch == 'x') cells[n++] = 0;
    else if (ch >= '1' && ch <= '8') cells[n++] = ch - '0';
  }
  return n == 9;
}

int main() {
  fac[0] = 1;
  for (int i = 1; i < 10; i++) fac[i] = fac[i - 1] * i;
  int cases;
  if (scanf("%d", &cases) != 1) return 0;
  std::vector<char> out;
  out.reserve(1 << 24);
  char a[9], b[9], names[9], path[40];
  char line[64];
  for (int k = 1; k <= cases; k++) {
    if (!read_board(a) || !read_board(b)) break;
    int blank = 0;
    while (a[blank]) blank++;
    if (!built[blank]) build(blank);
    int next = 1;
    for (int i = 0; i < 9; i++) names[(int)a[i]] = (i == blank) ? 0 : next++;
    for (int i = 0; i < 9; i++) b[i] = names[(int)b[i]];
    Table &t = tables[blank];
    int r = rank9(b);
    if (!t.mv[r]) {
      int len = sprintf(line, "Case %d: unsolvable\n", k);
      out.insert(out.end(), line, line + len);
      continue;
    }
    int d = 0;
    while (t.mv[r] != 'g') { path[d++] = t.mv[r]; r = t.par[r]; }
    std::reverse(path, path + d);
    int len = sprintf(line, "Case %d: %d\n", k, d);
    out.insert(out.end(), line, line + len);
    out.insert(out.end(), path, path + d);
    out.push_back('\n');
  }
  fwrite(out.data(), 1, out.size(), stdout);
}
