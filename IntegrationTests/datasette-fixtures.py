"""Writes the SQLite database Datasette serves to the integration tests (datasette.sh).

    python3 datasette-fixtures.py PATH

- items: 25 rows, `id` 1 to 25 and `name` "item N", for paging by `Link` and for one row by key;
- "my/table v2.x": a table whose name needs Datasette's tilde encoding (`/`, a space, a dot);
- edges: a compound primary key (source, target) whose values hold a comma, a slash, a dot, a
  space and a plus sign, each of which the key's one segment must carry encoded.
"""

import os
import sqlite3
import sys

path = sys.argv[1]
if os.path.exists(path):
    os.remove(path)
db = sqlite3.connect(path)
db.execute("create table items (id integer primary key, name text)")
db.executemany("insert into items (id, name) values (?, ?)", [(n, f"item {n}") for n in range(1, 26)])
db.execute('create table "my/table v2.x" (id integer primary key, label text)')
db.execute('insert into "my/table v2.x" (id, label) values (1, ?)', ("one + one",))
db.execute("create table edges (source text, target text, weight integer, primary key (source, target))")
db.executemany(
    "insert into edges values (?, ?, ?)",
    [("a,b", "c d", 1), ("x/y", "z.w", 2), ("a", "b", 3), ("1+1", "~2F", 4)],
)
db.commit()
db.close()
