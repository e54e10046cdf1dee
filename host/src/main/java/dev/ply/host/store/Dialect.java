package dev.ply.host.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What differs between the databases a results store can live in; everything else (the schema,
 * every query, the transactions) is portable SQL in {@link JdbcResultStore} and {@link
 * JdbcResultReader}. A new backend is one more implementation and one more kind of {@link
 * StoreLocation}.
 *
 * <p>One dialect object serves one location; its methods are called with the store's own
 * connection, under the store's lock.
 */
interface Dialect {

  /** The dialect of {@code location}. */
  static Dialect of(StoreLocation location) {
    if (location instanceof StoreLocation.SqliteFile file) {
      return new SqliteDialect(file);
    }
    return new PostgresDialect((StoreLocation.PostgresUrl) location);
  }

  /** The location, for messages. */
  StoreLocation location();

  /**
   * A connection for the one writer: the database is created where that is possible (an SQLite file
   * and its folders), and the connection is in auto-commit mode, configured for durability.
   */
  Connection openForWriting() throws SQLException;

  /**
   * A connection that only reads; nothing is created.
   *
   * @throws StoreException if there is no database at the location
   */
  Connection openForReading() throws SQLException;

  /** The statement that opens a write transaction, taking the write lock at once. */
  String beginWrite();

  /** A statement of the portable schema ({@link Schema}) in this database's types. */
  String ddl(String statement);

  /** Called just before the writer's connection closes. */
  default void beforeClose(Connection connection) {}

  /** What an {@code SQLException} met while opening means, in one sentence. */
  StoreException openFailure(SQLException e);

  /**
   * Takes the exclusive claim on {@code runId} for this connection's process, without waiting.
   *
   * @return what releases the claim, or empty if another store holds it
   */
  Optional<AutoCloseable> tryClaim(Connection connection, long runId) throws SQLException;
}
