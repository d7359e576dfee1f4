import os

from django.http import JsonResponse
from django.urls import path
from sqlalchemy import create_engine, text

ENGINE = create_engine(os.environ["DATABASE_URL"])


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def account(request):
    """Account."""
    email = request.GET.getlist("email", [""])[0]
    email = value_or_default(email, "nobody@example.org", use_request=True)
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return JsonResponse({"account": list(row) if row else None})


urlpatterns = [path("account/", account)]
