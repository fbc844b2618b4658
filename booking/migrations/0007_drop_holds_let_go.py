"""Holds a customer let go were kept as cancelled appointments with no customer; they were never
bookings, and the owner's week view failed on them. Now a hold let go is deleted, as an expired
one is: this removes those already stored."""

from django.db import migrations


def drop_holds_let_go(apps, schema_editor):
    Appointment = apps.get_model("booking", "Appointment")
    Appointment.objects.filter(status="cancelled", customer__isnull=True).delete()


class Migration(migrations.Migration):
    dependencies = [("booking", "0006_shop_answers_and_booking_texts")]

    operations = [migrations.RunPython(drop_holds_let_go, migrations.RunPython.noop)]
