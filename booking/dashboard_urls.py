from django.urls import path

from booking import dashboard, dashboard_customers, dashboard_settings, dashboard_team

app_name = "dashboard"

urlpatterns = [
    path("", dashboard.home, name="home"),
    path("<slug:slug>/", dashboard.calendar, name="calendar"),
    path("<slug:slug>/catalogue/", dashboard_settings.catalogue, name="catalogue"),
    path("<slug:slug>/services/new/", dashboard_settings.service_edit, name="service_add"),
    path("<slug:slug>/services/<int:pk>/", dashboard_settings.service_edit, name="service_edit"),
    path("<slug:slug>/hours/", dashboard_settings.hours_edit, name="hours_edit"),
    path("<slug:slug>/rules/", dashboard_settings.rules_edit, name="rules_edit"),
    path("<slug:slug>/answers/", dashboard_settings.answers_edit, name="answers_edit"),
    path("<slug:slug>/website-chat/", dashboard_settings.widget_edit, name="widget_edit"),
    path("<slug:slug>/phone/", dashboard_settings.twilio_edit, name="twilio_edit"),
    path("<slug:slug>/bays/", dashboard_settings.bay_add, name="bay_add"),
    path("<slug:slug>/bays/<int:pk>/toggle/", dashboard_settings.bay_toggle, name="bay_toggle"),
    path("<slug:slug>/bays/<int:pk>/rename/", dashboard_settings.bay_rename, name="bay_rename"),
    path("<slug:slug>/bays/<int:pk>/delete/", dashboard_settings.bay_delete, name="bay_delete"),
    path(
        "<slug:slug>/special-hours/", dashboard_settings.special_hours_set, name="special_hours_set"
    ),
    path(
        "<slug:slug>/special-hours/<int:pk>/remove/",
        dashboard_settings.special_hours_remove,
        name="special_hours_remove",
    ),
    path("<slug:slug>/closures/", dashboard_settings.closure_add, name="closure_add"),
    path(
        "<slug:slug>/closures/<int:pk>/remove/",
        dashboard_settings.closure_remove,
        name="closure_remove",
    ),
    path("<slug:slug>/book/", dashboard.new_booking, name="new_booking"),
    path("<slug:slug>/report/", dashboard.report, name="report"),
    path("<slug:slug>/appointments.csv", dashboard.appointments_export, name="appointments_csv"),
    path("<slug:slug>/customers/", dashboard_customers.customer_list, name="customers"),
    path("<slug:slug>/customers/<int:pk>/", dashboard_customers.customer_detail, name="customer"),
    path("<slug:slug>/team/", dashboard_team.team_list, name="team"),
    path("<slug:slug>/team/add/", dashboard_team.member_add, name="team_add"),
    path(
        "<slug:slug>/team/<int:pk>/new-password/",
        dashboard_team.member_reset_password,
        name="team_reset_password",
    ),
    path("<slug:slug>/team/<int:pk>/role/", dashboard_team.member_role, name="team_role"),
    path("<slug:slug>/team/<int:pk>/remove/", dashboard_team.member_remove, name="team_remove"),
    path(
        "<slug:slug>/calendar-link/rotate/",
        dashboard.rotate_calendar_link,
        name="rotate_calendar_link",
    ),
    path("<slug:slug>/appointments/<int:pk>/", dashboard.appointment_detail, name="appointment"),
    path(
        "<slug:slug>/appointments/<int:pk>/notes/",
        dashboard.appointment_notes,
        name="appointment_notes",
    ),
    path(
        "<slug:slug>/appointments/<int:pk>/move/",
        dashboard.appointment_move,
        name="appointment_move",
    ),
    path(
        "<slug:slug>/appointments/<int:pk>/<str:action>/",
        dashboard.appointment_action,
        name="appointment_action",
    ),
]
