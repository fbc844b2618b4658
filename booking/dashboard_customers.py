"""The shop's customers in the dashboard: found by name or phone, each with their visits."""

from __future__ import annotations

import re

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Count, F, Max, Min, Q, QuerySet, Sum
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone

from booking.dashboard import member_shop
from booking.exports import customers_csv
from booking.models import Appointment, Customer, Shop, searchable

NOT_DIGITS = re.compile(r"\D")
NAME_WORDS = re.compile(r"[^\s,]+")
# Fewer digits than this match too many numbers to mean one customer's.
FEWEST_DIGITS = 3


class CustomerForm(forms.ModelForm):
    class Meta:
        model = Customer
        fields = ["name", "email"]

    def clean_name(self) -> str:
        return " ".join(self.cleaned_data["name"].split())


@login_required
def customer_list(request: HttpRequest, slug: str) -> HttpResponse:
    """Every customer, those with a visit coming first; `q` finds a name or a phone number as
    typed ("dana", "555-0142")."""
    shop = member_shop(request, slug)
    query = request.GET.get("q", "").strip()[:100]
    now = timezone.now()
    coming = Q(appointments__status=Appointment.Status.CONFIRMED, appointments__start__gte=now)
    customers = Customer.objects.filter(shop=shop).annotate(
        visits=Count("appointments", filter=Q(appointments__status=Appointment.Status.COMPLETED)),
        # Said beside the visits done: a new customer's first visit is not "0 visits".
        upcoming=Count("appointments", filter=coming),
        last_visit=Max(
            "appointments__start", filter=Q(appointments__status=Appointment.Status.COMPLETED)
        ),
        next_visit=Min("appointments__start", filter=coming),
    )
    if query:
        digits = NOT_DIGITS.sub("", query)
        # Each word of a name, in any order: "reyes, dana" finds Dana Reyes, and "nunez" Núñez.
        found = Q()
        for word in NAME_WORDS.findall(searchable(query)):
            found &= Q(search_name__contains=word)
        if len(digits) >= FEWEST_DIGITS:
            found |= Q(phone__contains=digits)
        customers = customers.filter(found)
    customers = customers.order_by(
        F("next_visit").asc(nulls_last=True), F("last_visit").desc(nulls_last=True), "name", "pk"
    )
    if request.GET.get("format") == "csv":
        return _customers_download(shop, customers)
    page = Paginator(customers, 50).get_page(request.GET.get("page"))
    return render(request, "booking/customers.html", {"shop": shop, "page": page, "q": query})


def _customers_download(shop: Shop, customers: QuerySet[Customer]) -> HttpResponse:
    """The customers listed (all, or those found), every page of them, as a CSV file."""
    response = HttpResponse(customers_csv(shop, customers), content_type="text/csv; charset=utf-8")
    name = f"{shop.slug}-customers-{shop.today()}.csv"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@login_required
def customer_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A customer's visits, newest first, and their name and e-mail to correct."""
    shop = member_shop(request, slug)
    customer = get_object_or_404(Customer, shop=shop, pk=pk)
    form = CustomerForm(request.POST or None, instance=customer)
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, "Saved.")
            return redirect("dashboard:customer", slug=shop.slug, pk=customer.pk)
        # Validating wrote the values typed onto the customer: the page's heading and links
        # show the name on file, the form what was typed.
        customer.refresh_from_db()
    # Through the shop's manager each visit knows its shop: a regular's years of visits read
    # their local times without a query each.
    appointments = (
        shop.appointments.filter(customer=customer)
        .exclude(status=Appointment.Status.HELD)
        .select_related("service")
        .prefetch_related("moves__member", "moves__from_service")
        .order_by("-start")
    )
    # What the front desk weighs before booking them again: what they have spent, and whether
    # they tend not to come.
    done = Q(status=Appointment.Status.COMPLETED)
    record = appointments.aggregate(
        done=Count("pk", filter=done),
        paid=Sum("final_amount", filter=done),
        no_shows=Count("pk", filter=Q(status=Appointment.Status.NO_SHOW)),
    )
    return render(
        request,
        "booking/customer.html",
        {
            "shop": shop,
            "customer": customer,
            "form": form,
            "appointments": appointments,
            "record": record,
        },
    )
