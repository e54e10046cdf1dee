package dev.ply.host.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** What a user reads when PostgreSQL will not open: a sentence per kind of failure. */
class PostgresDialectTest {

  private final PostgresDialect dialect =
      new PostgresDialect(
          StoreLocation.PostgresUrl.parse("postgresql://ply:secret@db.example:5433/results"));

  @Test
  void aServerWithNoRoomForAnotherConnectionIsUnavailableNotAUsageError() {
    StoreException e =
        dialect.openFailure(new SQLException("FATAL: sorry, too many clients already", "53300"));
    assertInstanceOf(StoreUnavailableException.class, e);
    assertEquals(
        "cannot open results database postgresql://ply@db.example:5433/results: the"
            + " PostgreSQL server at db.example:5433 has no room for another connection (SQLSTATE"
            + " 53300); try again later, or raise its max_connections",
        e.getMessage());
  }

  @Test
  void aServerStartingUpIsUnavailable() {
    StoreException e =
        dialect.openFailure(new SQLException("FATAL: the database system is starting up", "57P03"));
    assertInstanceOf(StoreUnavailableException.class, e);
  }

  @Test
  void anUnreachableServerIsUnavailable() {
    assertInstanceOf(
        StoreUnavailableException.class,
        dialect.openFailure(new SQLException("Connection to db.example:5433 refused.", "08001")));
  }

  @Test
  void aWrongPasswordIsAUsageErrorThatNamesTheUser() {
    StoreException e =
        dialect.openFailure(
            new SQLException("FATAL: password authentication failed for user \"ply\"", "28P01"));
    assertFalse(e instanceof StoreUnavailableException);
  }

  @Test
  void anyOtherFailureIsTheServersFirstLineWithItsStateAndNoPassword() {
    StoreException e =
        dialect.openFailure(
            new SQLException(
                "FATAL: no pg_hba.conf entry for host \"10.0.0.9\", user ply:secret@x\n  Where: x",
                "28000"));
    assertFalse(e.getMessage().contains("secret"), e.getMessage());
    StoreException other =
        dialect.openFailure(
            new SQLException(
                "ERROR: cannot execute CREATE TABLE in a read-only transaction\n  Detail: none",
                "25006"));
    assertEquals(
        "cannot open results database postgresql://ply@db.example:5433/results: the"
            + " PostgreSQL server said: cannot execute CREATE TABLE in a read-only transaction"
            + " (SQLSTATE 25006)",
        other.getMessage());
  }
}
