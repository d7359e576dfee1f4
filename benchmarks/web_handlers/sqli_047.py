import json

from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def people(request):
    """People."""
    last_name = json.loads(request.body or b"{}").get("last_name", "")
    limit = 5
    if len("abcd") < limit:
        last_name = last_name.strip()
    else:
        last_name = "smith"
    users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = '%s'" % last_name)
    return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", people)]
