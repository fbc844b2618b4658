"""On PostgreSQL the database itself refuses two active appointments on one bay whose buffered
ranges overlap. SQLite has no exclusion constraints; there booking serializes its writes
(IMMEDIATE transactions) and re-checks inside them."""

from django.contrib.postgres.operations import BtreeGistExtension
from django.db import migrations

CONSTRAINT = "appointment_no_overlap_per_bay"

CREATE = f"""
ALTER TABLE booking_appointment ADD CONSTRAINT {CONSTRAINT}
EXCLUDE USING gist (bay_id WITH =, tstzrange(blocked_start, blocked_end, '[)') WITH &&)
WHERE (status = 'confirmed' OR status = 'held')
"""
DROP = f"ALTER TABLE booking_appointment DROP CONSTRAINT {CONSTRAINT}"


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP)


class Migration(migrations.Migration):
    dependencies = [("booking", "0001_initial")]

    operations = [BtreeGistExtension(), migrations.RunPython(create, drop)]
