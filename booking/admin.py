from django.contrib import admin

from booking.models import (
    Appointment,
    Bay,
    BusyCalendar,
    Closure,
    Customer,
    Membership,
    OpeningHours,
    PriceAdjustment,
    Service,
    Shop,
    SpecialHours,
)


class OpeningHoursInline(admin.TabularInline):
    model = OpeningHours
    extra = 0


class ClosureInline(admin.TabularInline):
    model = Closure
    extra = 0


class SpecialHoursInline(admin.TabularInline):
    model = SpecialHours
    extra = 0


class BayInline(admin.TabularInline):
    model = Bay
    extra = 0


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0


@admin.register(Shop)
class ShopAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "timezone", "twilio_number"]
    inlines = [OpeningHoursInline, SpecialHoursInline, ClosureInline, BayInline, MembershipInline]
    # Secrets stay off forms that might be screen-shared: the dashboard folds the feed link
    # away, and `manage.py shop_links` prints it. The Twilio token is set on the dashboard's
    # phone settings, which never show it back.
    exclude = ["calendar_token", "twilio_auth_token"]


@admin.register(Service)
class ServiceAdmin(admin.ModelAdmin):
    list_display = ["name", "shop", "kind", "duration_minutes", "price_min", "price_max", "active"]
    list_filter = ["shop", "kind", "active"]


@admin.register(Appointment)
class AppointmentAdmin(admin.ModelAdmin):
    list_display = ["start", "shop", "service", "customer", "bay", "status", "channel"]
    list_filter = ["shop", "status", "channel"]
    date_hierarchy = "start"
    # Status changes go through booking.services so no overlap or stale SEQUENCE can slip in.
    readonly_fields = [
        "start",
        "end",
        "blocked_start",
        "blocked_end",
        "bay",
        "status",
        "uid",
        "sequence",
        "manage_token",
        "idempotency_key",
        "hold_expires_at",
    ]


admin.site.register(Customer)
admin.site.register(PriceAdjustment)
admin.site.register(BusyCalendar)
