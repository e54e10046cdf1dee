package dev.ply.host.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The results database's tables, version 3 (version 1 and 2 files are migrated when opened: see
 * {@link #columnsAddedInVersion3()}). The DDL keeps its comments inside each {@code CREATE TABLE},
 * so SQLite stores them and {@code .schema} in the sqlite3 shell shows a commented schema.
 *
 * <p>Conventions: snake_case names; timestamps are ISO-8601 UTC text to the millisecond, such as
 * {@code 2025-01-31T14:05:09.123Z} (they sort as text and SQLite's date functions read them);
 * enumerations are stored as readable text ({@code 'time-forfeit'}, not 5).
 *
 * <p>Every foreign key has an index whose first column is the key: {@code UNIQUE (run_id, number)}
 * indexes {@code games(run_id)}, and the primary keys index {@code moves(game_id)}, {@code
 * game_players(game_id)} and {@code run_plugins(run_id)}. A second, single-column index would only
 * cost space and write time.
 */
final class Schema {

  /** The version this code writes and reads. */
  static final int VERSION = 3;

  private static final String DDL =
      """
      CREATE TABLE schema_version (
        version INTEGER NOT NULL  -- one row: the version of this schema
      );

      CREATE TABLE runs (
        id            INTEGER PRIMARY KEY,
        kind          TEXT NOT NULL,  -- 'match' or 'tournament'
        name          TEXT NOT NULL,  -- such as the config file's name
        config_path   TEXT NOT NULL,  -- the config file as the user named it
        config_text   TEXT NOT NULL,  -- its full text, to repeat the run
        config_sha256 TEXT NOT NULL,  -- SHA-256 of config_text, lowercase hex
        game          TEXT NOT NULL,  -- game id, such as 'connect-four'
        variant       TEXT NOT NULL,  -- variant options as text, '' for none
        started_at    TEXT NOT NULL,  -- ISO-8601 UTC
        finished_at   TEXT,           -- NULL while running
        status        TEXT NOT NULL DEFAULT 'running'
                      CHECK (status IN ('running', 'finished', 'failed', 'interrupted')),
        ply_version   TEXT NOT NULL,
        jvm           TEXT NOT NULL,
        os            TEXT NOT NULL
      );

      CREATE TABLE run_plugins (
        run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        plugin_id TEXT NOT NULL,
        version   TEXT NOT NULL,
        path      TEXT NOT NULL,  -- the jar or directory it was loaded from
        sha256    TEXT,           -- SHA-256 of the jar, lowercase hex; NULL if unknown
        PRIMARY KEY (run_id, plugin_id)
      );

      CREATE TABLE games (
        id             INTEGER PRIMARY KEY,
        run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        number         INTEGER NOT NULL,  -- within the run, from 1
        game           TEXT NOT NULL,     -- game id
        variant        TEXT NOT NULL,     -- variant options as text, '' for none
        first_player   TEXT,              -- seat 0, who moved first
        second_player  TEXT,              -- seat 1, NULL if fewer players (all seats: game_players)
        result         TEXT NOT NULL,     -- '1-0', '0-1', '1/2-1/2'
                                          -- (more players: 'draw', 'won by seat 2')
        winner         TEXT,              -- the winner's name, NULL for a draw
        termination    TEXT NOT NULL,     -- 'normal', 'ply-cap', 'adjudicated', 'illegal-move',
                                          -- 'exception', 'no-move', 'time-forfeit',
                                          -- 'disqualified', 'runaway', 'resignation'
        reason         TEXT NOT NULL,     -- how it ended, in a sentence
        plies          INTEGER NOT NULL,  -- moves played
        seed           INTEGER NOT NULL,  -- the seed the players were given
        started_at     TEXT NOT NULL,     -- ISO-8601 UTC
        ended_at       TEXT NOT NULL,     -- ISO-8601 UTC
        final_position TEXT NOT NULL,     -- the board at the end, as the game renders it
        opening        TEXT NOT NULL DEFAULT '',  -- moves played before ply 1 of moves, '' if none
        UNIQUE (run_id, number)
      );

      CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat    INTEGER NOT NULL,  -- from 0, seat 0 moved first
        player  TEXT NOT NULL,
        score   REAL NOT NULL,     -- 1 for a win, 0 for a loss, 1/2 for a draw; with more
                                   -- players the placement score: against each other seat 1 if
                                   -- placed above, 1/2 if level, 0 if below, averaged
        utility INTEGER,           -- the game's own result for the seat (chips won, a gammon's 2),
                                   -- for a game that ended by its rules; NULL otherwise
        PRIMARY KEY (game_id, seat)
      );

      CREATE TABLE moves (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply      INTEGER NOT NULL,  -- from 1
        seat     INTEGER NOT NULL,  -- the seat that moved, from 0
        player   TEXT NOT NULL,
        move     TEXT NOT NULL,
        time_ms  REAL NOT NULL,     -- wall-clock time the referee measured
        depth    INTEGER NOT NULL,  -- depth the search reported, 0 if none
        nodes    INTEGER NOT NULL,  -- nodes the search reported, 0 if none
        value    INTEGER,           -- from the mover's point of view, NULL if none
        pv       TEXT,              -- principal variation, move texts and spaces, NULL if none
        counters TEXT,              -- JSON object such as {"cutoffs":12}, NULL if none
        PRIMARY KEY (game_id, ply)
      );

      CREATE TABLE entrants (
        run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        position  INTEGER NOT NULL,  -- place in the config, from 1
        name      TEXT NOT NULL,
        strategy  TEXT NOT NULL,
        evaluator TEXT,              -- NULL if none
        options   TEXT NOT NULL,     -- strategy options as text, '' for none
        limits    TEXT NOT NULL,     -- depth, nodes, time or clock as text
        strategy_plugin  TEXT,       -- the plugin_id in run_plugins that offered the strategy,
                                     -- NULL for a program (command:) or a run before version 3
        evaluator_plugin TEXT,       -- the plugin_id that offered the evaluator, NULL if none
        PRIMARY KEY (run_id, name)
      );

      CREATE TABLE schedule (
        run_id        INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        number        INTEGER NOT NULL,  -- the game's number in the run, from 1
        round         INTEGER NOT NULL,  -- from 1; Swiss rounds are scheduled one at a time
        first_player  TEXT NOT NULL,
        second_player TEXT NOT NULL,
        opening       TEXT NOT NULL,     -- move texts separated by spaces, '' for none
        seed          INTEGER NOT NULL,
        game_id       INTEGER REFERENCES games (id),  -- NULL until the game is played
        chance_seed   INTEGER,  -- seed of the game's dice and deals: equal for the two games of a
                                -- duplicate pair; NULL: the game's seed
        other_players TEXT,     -- seats 2 and on of a game of more players, one per line; NULL
                                -- for two
        PRIMARY KEY (run_id, number)
      );

      CREATE TABLE violations (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply     INTEGER NOT NULL,  -- the ply the player was asked to play
        seat    INTEGER NOT NULL,
        player  TEXT NOT NULL,
        kind    TEXT NOT NULL,     -- 'illegal-move', 'exception', 'no-move', 'time-forfeit'
        detail  TEXT NOT NULL,     -- what happened, in a sentence
        action  TEXT NOT NULL,     -- 'forfeit', 'random-move' or 'disqualified'
        strikes INTEGER NOT NULL,  -- the player's violations in the run so far, this one included
        PRIMARY KEY (game_id, ply, seat)
      );

      -- What each seat saw of a game of hidden information, after each move where it changed
      -- (GameState.observation): the seat's own record of the game. A game where everything is
      -- seen has none.
      CREATE TABLE observations (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply     INTEGER NOT NULL,  -- after the move of this ply (moves.ply)
        seat    INTEGER NOT NULL,
        text    TEXT NOT NULL,
        PRIMARY KEY (game_id, ply, seat)
      );

      CREATE TABLE run_claims (
        run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
        host   TEXT NOT NULL,     -- the machine of the process that last claimed the run
        pid    INTEGER NOT NULL,  -- its process id
        since  TEXT NOT NULL      -- when, ISO-8601 UTC
      );

      CREATE TABLE game_workers (
        game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        worker  TEXT NOT NULL  -- the cluster worker that played the game (host:pid)
      );

      CREATE TABLE adjudications (
        game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        rule     TEXT NOT NULL,     -- 'draw', 'resign' or 'proof' (games.termination 'adjudicated')
        ply      INTEGER NOT NULL,  -- the ply after which it fired, the opening's included
        evidence TEXT NOT NULL      -- JSON: the scores that made it fire, or the proof (strategy,
                                    -- value, result, nodes, pv)
      );

      CREATE TABLE run_sprt (
        run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
        first  TEXT NOT NULL,     -- the entrant whose strength is tested
        second TEXT NOT NULL,     -- its opponent
        model  TEXT NOT NULL,     -- 'logistic', 'normalized' or 'bayeselo'
        elo0   REAL NOT NULL,     -- H0, in the model's units
        elo1   REAL NOT NULL,     -- H1
        alpha  REAL NOT NULL,     -- false-positive rate
        beta   REAL NOT NULL      -- false-negative rate
      );

      -- Games voided by their game plugin's fault (games.termination is never 'game-fault': a
      -- void game is kept here, apart, so that no standing, view or query of games counts it).
      CREATE TABLE voided_games (
        run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        number         INTEGER NOT NULL,  -- the game's number in the run, from 1
        game           TEXT NOT NULL,     -- game id
        variant        TEXT NOT NULL,     -- variant options as text, '' for none
        players        TEXT NOT NULL,     -- the seats' names, seat 0 first, one per line
        reason         TEXT NOT NULL,     -- the plugin, the property of the api it broke, where
        moves          TEXT NOT NULL,     -- the moves played before it broke, separated by spaces
        opening        TEXT NOT NULL,     -- moves played before the first of moves, '' if none
        seed           INTEGER NOT NULL,  -- the seed the players were given
        started_at     TEXT NOT NULL,     -- ISO-8601 UTC
        ended_at       TEXT NOT NULL,     -- ISO-8601 UTC
        PRIMARY KEY (run_id, number)
      );

      -- A tuning's parameters (ply tune), as fishtest's SPSA takes them: name,start,min,max,
      -- c_end,r_end, and the game pairs N its schedule is computed for.
      CREATE TABLE tune_parameters (
        run_id   INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,  -- place in the tuning file, from 1
        name     TEXT NOT NULL,     -- the option it sets on the tuned entrant
        start    REAL NOT NULL,
        min      REAL NOT NULL,
        max      REAL NOT NULL,
        c_end    REAL NOT NULL,
        r_end    REAL NOT NULL,
        pairs    INTEGER NOT NULL,  -- fishtest's N, the same on every row of a run
        PRIMARY KEY (run_id, position)
      );

      -- Each counted iteration of a tuning: one game pair (two with an opponent) and its update.
      CREATE TABLE tune_iterations (
        run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        iteration INTEGER NOT NULL,  -- from 1, in the order counted
        iter      INTEGER NOT NULL,  -- fishtest's iter when the pair was asked for
        result    INTEGER NOT NULL,  -- the plus side's wins minus its losses
        games     TEXT NOT NULL,     -- its games' numbers in games, separated by spaces
        PRIMARY KEY (run_id, iteration)
      );

      -- The values of each parameter in each counted iteration.
      CREATE TABLE tune_values (
        run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        iteration INTEGER NOT NULL,  -- tune_iterations.iteration
        position  INTEGER NOT NULL,  -- tune_parameters.position
        flip      INTEGER NOT NULL,  -- +1 or -1
        c         REAL NOT NULL,     -- the perturbation c_k
        r         REAL NOT NULL,     -- fishtest's R_k = a_k / c_k^2
        plus      REAL NOT NULL,     -- the value the plus side played (rounded if a whole number)
        minus     REAL NOT NULL,     -- the value the minus side played
        theta     REAL NOT NULL,     -- the parameter after this iteration's update
        PRIMARY KEY (run_id, iteration, position)
      );

      -- Wins, draws, losses and points of every player in every run: a win is 1 point, a draw
      -- a half (with more players, points are placement scores and a win is placing first alone).
      CREATE VIEW standings AS
      SELECT g.run_id                                                     AS run_id,
             p.player                                                     AS player,
             COUNT(*)                                                     AS games,
             SUM(CASE WHEN g.winner = p.player THEN 1 ELSE 0 END)         AS wins,
             SUM(CASE WHEN g.winner IS NULL THEN 1 ELSE 0 END)            AS draws,
             SUM(CASE WHEN g.winner IS NOT NULL AND g.winner <> p.player THEN 1 ELSE 0 END)
                                                                          AS losses,
             SUM(p.score)                                                 AS points
        FROM game_players p
        JOIN games g ON g.id = p.game_id
       GROUP BY g.run_id, p.player
       ORDER BY g.run_id, points DESC, p.player;
      """;

  /** What turns a version 1 database into version 2. */
  private static final String MIGRATE_1_TO_2 =
      """
      ALTER TABLE run_plugins ADD COLUMN sha256 TEXT;
      ALTER TABLE games ADD COLUMN opening TEXT NOT NULL DEFAULT '';
      """;

  private Schema() {}

  /**
   * The statements that bring a database of version {@code from} to {@link #VERSION}, in order; the
   * new tables are created by the caller from {@link #statements()} where missing.
   */
  static List<String> migrations(long from) {
    return from == 1 ? split(MIGRATE_1_TO_2) : List.of();
  }

  /** The CREATE TABLE statements of tables added after version 1 (created where missing). */
  static List<String> tablesAddedAfterVersion1() {
    return statements().stream()
        .filter(
            s ->
                s.startsWith("CREATE TABLE entrants")
                    || s.startsWith("CREATE TABLE schedule")
                    || s.startsWith("CREATE TABLE violations")
                    || s.startsWith("CREATE TABLE run_claims")
                    || s.startsWith("CREATE TABLE run_sprt")
                    || s.startsWith("CREATE TABLE game_workers")
                    || s.startsWith("CREATE TABLE adjudications")
                    || s.startsWith("CREATE TABLE voided_games")
                    || s.startsWith("CREATE TABLE observations")
                    || s.startsWith("CREATE TABLE tune_"))
        .toList();
  }

  /**
   * The columns version 3 added to tables of version 2, as {@code {table, column, type}}; added
   * where missing when an older file is opened for writing.
   */
  static List<String[]> columnsAddedInVersion3() {
    return List.of(
        new String[] {"entrants", "strategy_plugin", "TEXT"},
        new String[] {"entrants", "evaluator_plugin", "TEXT"},
        new String[] {"schedule", "chance_seed", "INTEGER"},
        new String[] {"schedule", "other_players", "TEXT"},
        new String[] {"game_players", "utility", "INTEGER"});
  }

  /** The statements that create the current version in an empty database, in order. */
  static List<String> statements() {
    return split(DDL);
  }

  /**
   * The tables of the database {@code connection} is open on, in lower case and sorted, through
   * JDBC's metadata so that every backend answers alike (only the connection's own schema).
   */
  static List<String> tableNames(Connection connection) throws SQLException {
    List<String> names = new ArrayList<>();
    try (ResultSet rs =
        connection
            .getMetaData()
            .getTables(null, connection.getSchema(), "%", new String[] {"TABLE"})) {
      while (rs.next()) {
        String name = rs.getString("TABLE_NAME").toLowerCase(Locale.ROOT);
        if (!name.startsWith("sqlite_")) {
          names.add(name);
        }
      }
    }
    Collections.sort(names);
    return names;
  }

  /** The columns of {@code table}, in lower case, through JDBC's metadata. */
  static Set<String> columnNames(Connection connection, String table) throws SQLException {
    Set<String> names = new HashSet<>();
    try (ResultSet rs =
        connection.getMetaData().getColumns(null, connection.getSchema(), table, "%")) {
      while (rs.next()) {
        names.add(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
      }
    }
    return names;
  }

  /**
   * The statements of a script, each without the comment lines before it (so that each starts with
   * its verb and a migration finds {@code CREATE TABLE entrants} by its start; SQLite keeps only
   * the comments inside a statement anyway).
   */
  private static List<String> split(String sql) {
    return Arrays.stream(Pattern.compile(";\\s*$", Pattern.MULTILINE).split(sql))
        .map(s -> s.strip().replaceFirst("^(--[^\\n]*\\n\\s*)+", ""))
        .filter(s -> !s.isEmpty())
        .toList();
  }
}
