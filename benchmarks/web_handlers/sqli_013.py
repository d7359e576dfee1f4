from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class StaffView(View):
    def get(self, request):
        """Staff."""
        username = param(request, "username")
        username = value_or_default(username, "admin", use_request=True)
        users = User.objects.extra(where=["username = %s"], params=[username])
        return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", StaffView.as_view())]
