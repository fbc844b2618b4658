from django.db import migrations, models


def link_what_each_booked(apps, schema_editor):
    """Conversations from before the link kept what they booked only in their state."""
    Conversation = apps.get_model("assistant", "Conversation")
    Appointment = apps.get_model("booking", "Appointment")
    for conversation in Conversation.objects.exclude(state={}).iterator():
        ids = (conversation.state or {}).get("booked") or []
        existing = Appointment.objects.filter(shop_id=conversation.shop_id, pk__in=ids)
        conversation.appointments.add(*existing)


class Migration(migrations.Migration):
    dependencies = [
        ("assistant", "0006_readable_labels"),
        ("booking", "0010_readable_labels"),
    ]

    operations = [
        migrations.AddField(
            model_name="conversation",
            name="appointments",
            field=models.ManyToManyField(
                blank=True, related_name="conversations", to="booking.appointment"
            ),
        ),
        migrations.RunPython(link_what_each_booked, migrations.RunPython.noop),
    ]
