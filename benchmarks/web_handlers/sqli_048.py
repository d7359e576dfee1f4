from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def people(request):
    """People."""
    last_name = request.GET.dict().get("last_name", "")
    last_name = value_or_default(last_name, "smith", use_request=True)
    users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = '%s'" % last_name)
    return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", people)]
