"""Public booking URLs (no login): calendar feeds and appointment files. The owner's dashboard
has its own list in booking/dashboard_urls.py."""

from django.urls import path

from booking import views_calendar, views_manage

urlpatterns = [
    path("calendar/<str:token>.ics", views_calendar.calendar_feed, name="calendar_feed"),
    path("appointments/<str:token>.ics", views_calendar.appointment_ics, name="appointment_ics"),
    path("appointments/<str:token>/", views_manage.appointment_manage, name="appointment_manage"),
]
