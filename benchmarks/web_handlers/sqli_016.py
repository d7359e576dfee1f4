import json

from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def people(request):
    """People."""
    last_name = json.loads(request.body or b"{}").get("last_name", "")
    mode = "override"
    if mode == "override":
        chosen = last_name
    else:
        chosen = "smith"
    last_name = chosen
    users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = %s", [last_name])
    return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", people)]
